import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilaReservaCargosIngresos, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { ventanaEstadisticaDiaria } from '@recepcion/domain';
import { FechaPipe, LecturaEnEspera, lista, momentoIso, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400_A_LAS } from '../../openapi';
import { ReservasCargosIngresosDto } from './reservas-cargos-ingresos.dto';
import { ReservasCargosIngresos } from './reservas-cargos-ingresos.query';

const FILA = objeto({
  IDReserva: 'integer',
  CheckIN: 'string',
  CheckOUT: 'string',
  NombreCliente: 'string',
  NombreGrupo: 'string?',
  Cargo: 'number',
  Ingreso: 'number',
  Saldo: 'number',
  IDMoneda: 'string',
  NombreMoneda: 'string',
  Estado: 'string',
  CantidadPasajeros: 'integer',
  InfoCaja: 'string',
});

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class ReservasCargosIngresosController {
  constructor(private readonly queryBus: QueryBus) {}

  /** hasta before desde: the end of desde's month; at most 13 months (as the daily statistics). */
  @Get('InfReservasCargosIngresos/:desde/:hasta')
  @ApiOperation({ summary: 'Reservations staying in the window, one row per currency: everything charged (Cargo), paid (Ingreso) and the balance (Saldo)' })
  @ApiParam({ name: 'desde', example: '2027-10-01' })
  @ApiParam({ name: 'hasta', example: '2027-11-30' })
  @ApiOkResponse({ schema: lista(FILA) })
  @ApiBadRequestResponse(RESPUESTA_400_A_LAS)
  @Respuesta('FilaReservaCargosIngresos', { lista: true })
  reservas(
    @Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string,
    @Param('hasta', new FechaPipe(M.seleccioneLaFecha)) hasta: string,
    @Query() { aLas }: ReservasCargosIngresosDto,
  ): Promise<FilaReservaCargosIngresos[]> {
    const ventana = ventanaEstadisticaDiaria(desde, hasta);
    return this.queryBus.execute(new ReservasCargosIngresos(ventana.desde, ventana.hasta, aLas === undefined ? undefined : momentoIso(aLas)!));
  }
}
