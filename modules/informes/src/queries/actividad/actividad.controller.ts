import { Controller, Get, Param, type PipeTransform } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilasActividad, type InformeActividad, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { ventanaActividad } from '@recepcion/domain';
import { FechaPipe, LecturaEnEspera, lista, objeto, ReglaNegocioError, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400 } from '../../openapi';
import { ActividadClientes } from './actividad.query';

/** giroId: 0 (every kind) or a client kind id. */
class GiroPipe implements PipeTransform<string, number> {
  transform(valor: string): number {
    if (!/^\d{1,9}$/.test(valor)) throw new ReglaNegocioError(M.giroNoValido);
    return Number(valor);
  }
}

const BASE = { ClienteId: 'integer', Cliente: 'string', GiroId: 'integer', Porcentaje: 'number' } as const;
const fecha = () => new FechaPipe(M.seleccioneLaFecha);

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class ActividadController {
  constructor(private readonly queryBus: QueryBus) {}

  private ejecutar<I extends InformeActividad>(informe: I, desde: string, hasta: string, giroId: number): Promise<FilasActividad[I][]> {
    const v = ventanaActividad(desde, hasta);
    return this.queryBus.execute(new ActividadClientes(informe, v.desde, v.hasta, giroId));
  }

  @Get('InfActividadOcupacion/:desde/:hasta/:giroId')
  @ApiOperation({ summary: "Activity by client (the reservation's): reservations and room-nights in the window (whole months, at most 13); giroId 0: every kind" })
  @ApiParam({ name: 'giroId', example: 0 })
  @ApiOkResponse({ schema: lista(objeto({ ...BASE, Reservas: 'integer', Noches: 'integer' })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaActividadOcupacion', { lista: true })
  ocupacion(@Param('desde', fecha()) desde: string, @Param('hasta', fecha()) hasta: string, @Param('giroId', new GiroPipe()) giroId: number) {
    return this.ejecutar('InfActividadOcupacion', desde, hasta, giroId);
  }

  @Get('InfActividadCargos/:desde/:hasta/:giroId')
  @ApiOperation({ summary: 'Activity by client: per currency, room revenue of the nights, charges and payments dated in the window' })
  @ApiParam({ name: 'giroId', example: 0 })
  @ApiOkResponse({ schema: lista(objeto({ ...BASE, IDMoneda: 'string', NombreMoneda: 'string', Habitacion: 'number', Cargo: 'number', Total: 'number', Ingreso: 'number' })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaActividadCargos', { lista: true })
  cargos(@Param('desde', fecha()) desde: string, @Param('hasta', fecha()) hasta: string, @Param('giroId', new GiroPipe()) giroId: number) {
    return this.ejecutar('InfActividadCargos', desde, hasta, giroId);
  }

  @Get('InfActividadHuespedes/:desde/:hasta/:giroId')
  @ApiOperation({ summary: 'Activity by client: guests arriving in the window and guest-nights in it' })
  @ApiParam({ name: 'giroId', example: 0 })
  @ApiOkResponse({ schema: lista(objeto({ ...BASE, Llegadas: 'integer', Pernotacion: 'integer' })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaActividadHuespedes', { lista: true })
  huespedes(@Param('desde', fecha()) desde: string, @Param('hasta', fecha()) hasta: string, @Param('giroId', new GiroPipe()) giroId: number) {
    return this.ejecutar('InfActividadHuespedes', desde, hasta, giroId);
  }

  @Get('InfActividadReservas/:desde/:hasta/:giroId')
  @ApiOperation({ summary: 'Activity by client: reservations arriving in the window, their nights and passengers' })
  @ApiParam({ name: 'giroId', example: 0 })
  @ApiOkResponse({ schema: lista(objeto({ ...BASE, Reservas: 'integer', Noches: 'integer', Pasajeros: 'integer' })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaActividadReservas', { lista: true })
  reservas(@Param('desde', fecha()) desde: string, @Param('hasta', fecha()) hasta: string, @Param('giroId', new GiroPipe()) giroId: number) {
    return this.ejecutar('InfActividadReservas', desde, hasta, giroId);
  }
}
