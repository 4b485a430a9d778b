import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ENTIDAD_EN_VIVO_RESERVAS, EntidadCambiada, type OcupacionDesdeCanal, OcuparDesdeCanal, type TipoOcupacionCanal } from '@recepcion/contracts';
import { CLOCK, type Clock, enContexto, LOGGER, RevisionPorHotel, sqlExecutor } from '@recepcion/platform';
import type { Logger } from 'pino';
import { CanalEntidad } from '../entities/canal.entity';
import type { ConflictoHallado } from './conflictos-registrados';
import { Sincronizador } from './sincronizador';

const CAMBIAN_OCUPACION = new Set<string>([ENTIDAD_EN_VIVO_RESERVAS.reservas, ENTIDAD_EN_VIVO_RESERVAS.bloqueos]);

/** A re-check gathers the hotel's changes this long (platform's RevisionPorHotel). */
export const ESPERA_REVISION_CONFLICTOS_MS = 200;

/**
 * A conflict resolves itself when the Recepción side moves: after a committed reservation or block
 * change, the hotel's open conflicts try their nights again (a cheap count first; nearly always 0).
 */
@EventsHandler(EntidadCambiada)
export class RevisarConflictosHandler implements IEventHandler<EntidadCambiada> {
  private readonly revision: RevisionPorHotel;

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly sincronizador: Sincronizador,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.revision = new RevisionPorHotel(
      (hotelId) => enContexto(this.orm, { requestId: 'conflictos', hotelId, now: this.clock() }, () => this.revisar(hotelId)),
      ESPERA_REVISION_CONFLICTOS_MS,
      (error, hotelId) => this.logger.warn({ err: error, hotelId }, 'channel conflict re-check failed'),
    );
  }

  handle({ hotelId, entidad }: EntidadCambiada): void {
    if (hotelId !== null && CAMBIAN_OCUPACION.has(entidad)) this.revision.pedir(hotelId);
  }

  private async revisar(hotelId: number): Promise<void> {
    const abiertos = await sqlExecutor(this.em).query<{ canal_id: number; uid: string; tipo: TipoOcupacionCanal; desde: string; hasta: string; reserva_id: number | null }>(
      `select canal_id, uid, tipo, to_char(desde, 'YYYY-MM-DD') as desde, to_char(hasta, 'YYYY-MM-DD') as hasta, reserva_id
         from canal_conflicto where hotel_id = $1 order by canal_id, id`,
      [hotelId],
    );
    const porCanal = new Map<number, typeof abiertos>();
    for (const a of abiertos) porCanal.set(a.canal_id, [...(porCanal.get(a.canal_id) ?? []), a]);
    for (const [canalId, conflictos] of porCanal) {
      const canal = await this.em.fork().findOne(CanalEntidad, { id: canalId });
      if (!canal || !(await this.sincronizador.reclamar(canalId))) continue;
      try {
        const siguen: ConflictoHallado[] = [];
        for (const c of conflictos) {
          const r = await this.commandBus.execute<OcuparDesdeCanal, OcupacionDesdeCanal>(new OcuparDesdeCanal({ id: canal.id, nombre: canal.nombre, uid: c.uid, tipo: c.tipo }, canal.habitacionId, c.desde, c.hasta));
          if (r.resultado === 'conflicto') siguen.push({ uid: c.uid, tipo: c.tipo, desde: c.desde, hasta: c.hasta, reservaId: r.reservaId });
        }
        if (siguen.length !== conflictos.length) await this.sincronizador.anotarConflictos(canal, siguen, this.clock());
      } finally {
        await sqlExecutor(this.em).query('update canal set sincronizando_hasta = null where id = $1', [canalId]);
      }
    }
  }
}
