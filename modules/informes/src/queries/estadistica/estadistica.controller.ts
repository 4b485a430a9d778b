import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilaEstadistica, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { ventanaEstadisticaDiaria, ventanaEstadisticaMensual } from '@recepcion/domain';
import { FechaPipe, LecturaEnEspera, lista, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400 } from '../../openapi';
import { Estadistica } from './estadistica.query';

const FILA = objeto({
  Fecha: 'string',
  IDMoneda: 'string',
  Ocupacion: 'integer',
  Nacionales: 'integer',
  Extranjeros: 'integer',
  Huespedes: 'integer',
  Habitacion: 'number',
  Cargo: 'number',
  Total: 'number',
  HabitacionesDisponibles: 'integer',
});

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class EstadisticaController {
  constructor(private readonly queryBus: QueryBus) {}

  /** hasta before desde: the end of desde's month; capped at the end of the 12th month after desde's. */
  @Get('InfEstadisticaDiaria/:desde/:hasta')
  @ApiOperation({ summary: 'Daily statistics: one row per day and currency (at most 4); at most 13 months' })
  @ApiParam({ name: 'desde', example: '2027-10-01' })
  @ApiParam({ name: 'hasta', example: '2027-10-31' })
  @ApiOkResponse({ schema: lista(FILA) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaEstadistica', { lista: true })
  diaria(@Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string, @Param('hasta', new FechaPipe(M.seleccioneLaFecha)) hasta: string): Promise<FilaEstadistica[]> {
    const v = ventanaEstadisticaDiaria(desde, hasta);
    return this.queryBus.execute(new Estadistica(v.desde, v.hasta, false));
  }

  /** Without hasta: to the end of desde's month. */
  @Get('InfEstadisticaDiaria/:desde')
  @ApiOperation({ summary: 'Daily statistics from desde to the end of its month' })
  @ApiParam({ name: 'desde', example: '2027-10-01' })
  @ApiOkResponse({ schema: lista(FILA) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaEstadistica', { lista: true })
  diariaDelMes(@Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string): Promise<FilaEstadistica[]> {
    const v = ventanaEstadisticaDiaria(desde, null);
    return this.queryBus.execute(new Estadistica(v.desde, v.hasta, false));
  }

  /** desde snapped to the first of its month, hasta to the end of its; at most 13 months. */
  @Get('InfEstadisticaMensual/:desde/:hasta')
  @ApiOperation({ summary: 'Monthly statistics: one row per month (Fecha: its first day) and currency (at most 4); whole months, at most 13' })
  @ApiParam({ name: 'desde', example: '2027-01-01' })
  @ApiParam({ name: 'hasta', example: '2027-12-31' })
  @ApiOkResponse({ schema: lista(FILA) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaEstadistica', { lista: true })
  mensual(@Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string, @Param('hasta', new FechaPipe(M.seleccioneLaFecha)) hasta: string): Promise<FilaEstadistica[]> {
    const v = ventanaEstadisticaMensual(desde, hasta);
    return this.queryBus.execute(new Estadistica(v.desde, v.hasta, true));
  }
}
