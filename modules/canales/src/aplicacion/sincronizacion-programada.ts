import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, CLOCK, type Clock, enContexto, LOGGER, sqlExecutor, TareaPeriodica } from '@recepcion/platform';
import type { Logger } from 'pino';
import { Sincronizador } from './sincronizador';

/** How often a process looks for feeds due (at most; a shorter interval looks more often). */
const MIRAR_CADA_MS = 60_000;

/**
 * Pulls every active feed when its jittered time comes (`CANALES_INTERVALO_MINUTOS`, default 15;
 * 0 turns it off). Every API process looks; each due feed is pulled by one process only: the pull
 * first claims the feed's lease in its row (`Sincronizador.reclamar`), and a feed under lease is not due.
 */
@Injectable()
export class SincronizacionProgramada implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly tarea = new TareaPeriodica((sigue) => this.pulsar(sigue));

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly sincronizador: Sincronizador,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const minutos = this.config.canalesIntervaloMinutos;
    if (minutos > 0) this.tarea.iniciar(Math.min(MIRAR_CADA_MS, minutos * 60_000));
  }

  onModuleDestroy(): Promise<void> {
    return this.tarea.detener();
  }

  /** One look: pulls the due feeds one after the other (never two looks at once in a process). */
  mirar(): Promise<void> {
    return this.tarea.mirar();
  }

  private async pulsar(sigue: () => boolean): Promise<void> {
    while (sigue()) {
      const [debido] = await enContexto(this.orm, { requestId: 'canales' }, () =>
        sqlExecutor(this.em).query<{ id: number; hotel_id: number }>(
          `select id, hotel_id from canal
            where activo and proxima_sincronizacion <= now() and (sincronizando_hasta is null or sincronizando_hasta < now())
            order by proxima_sincronizacion limit 1`,
        ),
      );
      if (!debido) return;
      try {
        await enContexto(this.orm, { requestId: `canal-${debido.id}`, hotelId: debido.hotel_id, now: this.clock() }, () => this.sincronizador.sincronizar(debido.id));
      } catch (error) {
        this.logger.error({ err: error, canalId: debido.id }, 'scheduled channel pull failed');
        // Not again in this look: the next one retries it.
        await enContexto(this.orm, { requestId: 'canales' }, () =>
          sqlExecutor(this.em).query('update canal set proxima_sincronizacion = $2 where id = $1', [debido.id, this.sincronizador.proxima(this.clock())]),
        );
      }
    }
  }
}
