import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type BloqueoHabitacion, MENSAJES_RESERVAS } from '@recepcion/contracts';
import { FechaPipe, Respuesta } from '@recepcion/platform';
import { BloqueosDesde } from './bloqueos.query';

@ApiTags('Bloqueos')
@Controller('Bloqueos')
export class BloqueosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Busqueda/:desde')
  @Respuesta('BloqueoHabitacion', { lista: true })
  desde(@Param('desde', new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha)) desde: string): Promise<BloqueoHabitacion[]> {
    return this.queryBus.execute(new BloqueosDesde(desde));
  }
}
