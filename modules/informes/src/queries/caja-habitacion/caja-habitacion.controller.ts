import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilaCajaHabitacion, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { FechaPipe, LecturaEnEspera, lista, momentoIso, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400_A_LAS } from '../../openapi';
import { CajaHabitacionDto } from './caja-habitacion.dto';
import { CajaHabitacion } from './caja-habitacion.query';

const FILA = objeto({
  Habitaciones: 'string',
  CheckIN: 'string?',
  CheckOUT: 'string?',
  Cliente: 'string?',
  NombrePax: 'string?',
  IngresoFecha: 'number?',
  Cargo: 'number?',
  Ingreso: 'number?',
  Saldo: 'number?',
  NombreMoneda: 'string?',
  IDMoneda: 'string?',
  InfoCaja: 'string?',
  Estado: 'string?',
  CantidadPasajeros: 'integer?',
});

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class CajaHabitacionController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('InfCajaFechaHabitacion/:fecha')
  @ApiOperation({ summary: 'Daily cash per room: every room with the stay it holds that day, one row per currency' })
  @ApiParam({ name: 'fecha', example: '2027-10-02' })
  @ApiOkResponse({ schema: lista(FILA) })
  @ApiBadRequestResponse(RESPUESTA_400_A_LAS)
  @Respuesta('FilaCajaHabitacion', { lista: true })
  caja(@Param('fecha', new FechaPipe(M.seleccioneLaFecha)) fecha: string, @Query() { aLas }: CajaHabitacionDto): Promise<FilaCajaHabitacion[]> {
    return this.queryBus.execute(new CajaHabitacion(fecha, aLas === undefined ? undefined : momentoIso(aLas)!));
  }
}
