import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HotelPublico } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { ObtenerHotelPublico } from './hotel-publico.query';

@ApiTags('Publico')
@Controller('Publico')
export class HotelPublicoController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The booking page's hotel: name, currency, stay rules, policy, languages, countries. No personal data. */
  @Get(':slug')
  @Publico()
  @LimiteSolicitudes({ max: 120, ventanaMs: 60_000 })
  @Respuesta('HotelPublico')
  obtener(@Param('slug') slug: string): Promise<HotelPublico> {
    return this.queryBus.execute(new ObtenerHotelPublico(slug));
  }
}
