import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { type DisponibilidadTipoHabitacion, MENSAJES_MOTOR as M } from '@recepcion/contracts';
import { FechaPipe, LimiteSolicitudes, Publico, ReglaNegocioError, Respuesta } from '@recepcion/platform';
import { DisponibilidadWeb } from './disponibilidad.query';

const entero = (valor: string | undefined, defecto: number): number => {
  if (valor === undefined || valor === '') return defecto;
  const n = Number(valor);
  if (!Number.isInteger(n)) throw new ReglaNegocioError(M.adultosNoValidos);
  return n;
};

@ApiTags('Publico')
@Controller('Publico')
export class DisponibilidadController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The room types free for every night with their price for the stay. Searches are cheap for people and capped for bots. */
  @Get(':slug/Disponibilidad/:desde/:hasta/:adultos')
  @Publico()
  @LimiteSolicitudes({ max: 60, ventanaMs: 60_000, porParametro: { parametro: 'slug', max: 1200, ventanaMs: 60_000 } })
  @ApiQuery({ name: 'ninos', required: false, description: 'Children (0 by default)' })
  @Respuesta('DisponibilidadTipoHabitacion', { lista: true })
  buscar(
    @Param('slug') slug: string,
    @Param('desde', new FechaPipe(M.fechasNoValidas)) desde: string,
    @Param('hasta', new FechaPipe(M.fechasNoValidas)) hasta: string,
    @Param('adultos') adultos: string,
    @Query('ninos') ninos?: string,
  ): Promise<DisponibilidadTipoHabitacion[]> {
    return this.queryBus.execute(new DisponibilidadWeb(slug, desde, hasta, entero(adultos, 0), entero(ninos, 0)));
  }
}
