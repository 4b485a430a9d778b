import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ESTADO_HABITACION_INFORME, type FilaEstadoHotel, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { FechaPipe, LecturaEnEspera, lista, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400 } from '../../openapi';
import { EstadoHotel } from './estado-hotel.query';

const FILA = objeto({
  Nombre: 'string',
  Entrada: 'string?',
  Salida: 'string?',
  Cliente: 'string?',
  NombrePax: 'string?',
  Personas: 'integer?',
  Estado: { type: 'string', enum: Object.values(ESTADO_HABITACION_INFORME) },
  HabitacionId: 'integer',
  ReservaId: 'integer?',
  EstadoReservaId: 'integer?',
  Motivo: 'string?',
});

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class EstadoHotelController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('InfEstadoHotel/:fecha')
  @ApiOperation({ summary: 'Housekeeping: every room, who leaves (Sale), who checked out and left it to clean (Salió), who is in (Ocupada), who arrives and has not checked in (Llega); Libre, Bloqueada or Fuera de servicio (with its Motivo) otherwise' })
  @ApiParam({ name: 'fecha', example: '2027-10-02' })
  @ApiOkResponse({ schema: lista(FILA) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaEstadoHotel', { lista: true })
  estadoHotel(@Param('fecha', new FechaPipe(M.seleccioneLaFecha)) fecha: string): Promise<FilaEstadoHotel[]> {
    return this.queryBus.execute(new EstadoHotel(fecha));
  }
}
