import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ZonasHorarias, ZonasHorariasDeHoteles } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, CLOCK, type Clock, diaDelVisitante, enContexto, LOGGER, sqlExecutor, TareaPeriodica } from '@recepcion/platform';
import type { Logger } from 'pino';
import { hotelesConServicioPendiente } from './configuracion-pisos.sql';
import { ServicioDiario } from './servicio-diario';

/**
 * Looks every `SERVICIO_DIARIO_INTERVALO_MINUTOS` (default 5; 0 turns it off) for hotels owing
 * today's daily service (today in each hotel's time zone: the service comes after its midnight)
 * and does it, hotel by hotel. Every API process looks; each hotel's day is
 * done by one of them (`ServicioDiario` claims it). A hotel whose processes all slept gets it on
 * the first read of its board.
 */
@Injectable()
export class ServicioDiarioProgramado implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly tarea = new TareaPeriodica((sigue) => this.pulsar(sigue));

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly servicio: ServicioDiario,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.tarea.iniciar(this.config.servicioDiarioIntervaloMinutos * 60_000);
  }

  onModuleDestroy(): Promise<void> {
    return this.tarea.detener();
  }

  /** One look (never two at once in a process). */
  mirar(): Promise<void> {
    return this.tarea.mirar();
  }

  private async pulsar(sigue: () => boolean): Promise<void> {
    const ahora = this.clock();
    const pendientes = await enContexto(this.orm, { requestId: 'servicio-diario', now: ahora }, () => this.hotelesQueDeben(ahora)).catch((error: unknown) => {
      this.logger.error({ err: error }, 'housekeeping: could not look for hotels owing the daily service');
      return [];
    });
    for (const { hotelId, zona, hoy } of pendientes) {
      if (!sigue()) return;
      try {
        await enContexto(this.orm, { requestId: `servicio-diario-${hotelId}-${hoy}`, hotelId, now: ahora, zonaDelHotel: zona }, () => this.servicio.aplicarSiToca());
      } catch (error) {
        // The day stays owed: the next look (or a read of the board) tries again.
        this.logger.error({ err: error, hotelId }, 'housekeeping: daily service failed');
      }
    }
  }

  /** The hotels whose day, in their own zone (UTC's without one), has turned since their last service. */
  private async hotelesQueDeben(ahora: Date): Promise<{ hotelId: number; zona: string | undefined; hoy: string }[]> {
    const candidatos = await hotelesConServicioPendiente(sqlExecutor(this.em), ahora.toISOString().slice(0, 10));
    if (candidatos.length === 0) return [];
    const zonas = await this.queryBus.execute<ZonasHorariasDeHoteles, ZonasHorarias>(new ZonasHorariasDeHoteles(candidatos.map((c) => c.hotelId)));
    return candidatos
      .map(({ hotelId, aplicado }) => ({ hotelId, aplicado, zona: zonas[hotelId], hoy: diaDelVisitante(ahora, zonas[hotelId]) }))
      .filter((c) => c.aplicado === null || c.aplicado < c.hoy)
      .map(({ hotelId, zona, hoy }) => ({ hotelId, zona, hoy }));
  }
}
