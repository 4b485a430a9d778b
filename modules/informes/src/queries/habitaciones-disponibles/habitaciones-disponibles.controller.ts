import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilaHabitacionesDisponibles, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { FechaPipe, LecturaEnEspera, lista, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400 } from '../../openapi';
import { HabitacionesDisponibles } from './habitaciones-disponibles.query';

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class HabitacionesDisponiblesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('InfHabitacionesDisponibles/:desde')
  @ApiOperation({ summary: 'Free rooms per room type (at most 25) per day, from desde to the end of its month' })
  @ApiParam({ name: 'desde', example: '2027-10-01' })
  @ApiOkResponse({ schema: lista(objeto({ Fecha: 'string', TipoHabitacionId: 'integer', NombreTipoHabitacion: 'string', Disponibles: 'integer' })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaHabitacionesDisponibles', { lista: true })
  disponibles(@Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string): Promise<FilaHabitacionesDisponibles[]> {
    return this.queryBus.execute(new HabitacionesDisponibles(desde));
  }
}
