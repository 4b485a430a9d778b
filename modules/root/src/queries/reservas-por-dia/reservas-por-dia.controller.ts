import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MENSAJES_ROOT as M, type ReservasPorDiaFila } from '@recepcion/contracts';
import { diaIso, isoDesdeDia } from '@recepcion/domain';
import { FechaOpcionalPipe, hoyUtc, ReglaNegocioError, Respuesta, SoloOperador } from '@recepcion/platform';
import { ReservasPorDiaRoot } from './reservas-por-dia.query';

/** The longest window one call reads. */
const DIAS_MAXIMOS = 400;

@ApiTags('Root')
@Controller('Root')
export class ReservasPorDiaController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GetReservasCreadas` counts by creation day; any other suffix (`GetReservasModificadas`) by last modification. */
  @Get('GetReservas:tipo')
  @SoloOperador()
  @ApiOperation({ summary: 'Reservations of every hotel per day of creation (Creadas) or of last modification (operators only)' })
  @ApiParam({ name: 'tipo', description: 'Creadas, or anything else for the modification day', example: 'Creadas' })
  @ApiQuery({ name: 'desde', required: false, description: 'yyyy-MM-dd, default 30 days before hasta' })
  @ApiQuery({ name: 'hasta', required: false, description: 'yyyy-MM-dd, default today (UTC)' })
  @ApiOkResponse({ description: '[{fecha, reservas}] ordered by day; days without reservations are absent' })
  @Respuesta('ReservasPorDiaFila', { lista: true })
  porDia(
    @Param('tipo') tipo: string,
    @Query('desde', new FechaOpcionalPipe(M.fechaNoValida)) desde?: string,
    @Query('hasta', new FechaOpcionalPipe(M.fechaNoValida)) hasta?: string,
  ): Promise<ReservasPorDiaFila[]> {
    const fin = hasta ?? hoyUtc();
    const inicio = desde ?? isoDesdeDia(diaIso(fin) - 29);
    const dias = diaIso(fin) - diaIso(inicio);
    if (dias < 0 || dias > DIAS_MAXIMOS) throw new ReglaNegocioError(M.fechaNoValida);
    return this.queryBus.execute(new ReservasPorDiaRoot(tipo.toLowerCase() === 'creadas' ? 'creacion' : 'modificacion', inicio, fin));
  }
}
