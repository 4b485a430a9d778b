import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HabitacionPiso } from '@recepcion/contracts';
import { hotelDeLaSesion, LOGGER } from '@recepcion/platform';
import type { Logger } from 'pino';
import { ServicioDiario } from '../../aplicacion/servicio-diario';
import { Tablero } from '../../aplicacion/tablero';
import { TableroPisos } from './tablero-pisos.query';

@QueryHandler(TableroPisos)
export class TableroPisosHandler implements IQueryHandler<TableroPisos, HabitacionPiso[]> {
  constructor(
    private readonly tablero: Tablero,
    private readonly servicioDiario: ServicioDiario,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(): Promise<HabitacionPiso[]> {
    // The first read of a new day does the day's service if no scheduler has yet (every process
    // slept, or looks are off): the board never shows yesterday's states. One read of the setting
    // when nothing is owed.
    await this.servicioDiario.aplicarSiToca().catch((error: unknown) => this.logger.error({ err: error, hotelId: hotelDeLaSesion() }, 'housekeeping: daily service on a board read failed'));
    return this.tablero.habitaciones();
  }
}
