import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type HotelDelUsuario, HotelesDeLaSesion } from '@recepcion/contracts';
import { ParaCamareria, Respuesta } from '@recepcion/platform';

/** Every user type, Camarería included: the user menu offers the switch when there are several. */
@ApiTags('Cuenta')
@ParaCamareria()
@Controller('Cuenta')
export class HotelesDelUsuarioController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Hoteles')
  @Respuesta('HotelDelUsuario', { lista: true })
  hoteles(): Promise<HotelDelUsuario[]> {
    return this.queryBus.execute(new HotelesDeLaSesion());
  }
}
