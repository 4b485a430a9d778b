import { MikroORM } from '@mikro-orm/core';
import { Inject } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ESTADOS_PISO, HuespedesSalieron } from '@recepcion/contracts';
import { CLOCK, type Clock, enContexto, LOGGER } from '@recepcion/platform';
import type { Logger } from 'pino';
import { CambiosDePiso } from './cambios-de-piso';

/** A check-out makes the rooms its guests used dirty (recorded as the system's change). */
@EventsHandler(HuespedesSalieron)
export class MarcarSuciasHandler implements IEventHandler<HuespedesSalieron> {
  constructor(
    private readonly orm: MikroORM,
    private readonly cambios: CambiosDePiso,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  handle({ hotelId, reservaId, habitacionIds }: HuespedesSalieron): void {
    void enContexto(this.orm, { requestId: `check-out-${reservaId}`, hotelId, now: this.clock() }, async () => {
      for (const id of habitacionIds) await this.cambios.cambiar(id, ESTADOS_PISO.sucia, 'check-out');
    }).catch((error: unknown) => this.logger.error({ err: error, reservaId }, 'housekeeping: rooms not marked dirty after a check-out'));
  }
}
