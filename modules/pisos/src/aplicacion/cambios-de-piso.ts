import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ENTIDAD_EN_VIVO_PISOS, EntidadCambiada, EVENTOS_PISO, type EstadoPiso, type EstadoPisoCambiadoDatos, type MotivoCambioPiso, PREFIJO_STREAM_PISO } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, ReglaNegocioError, requestContext, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import { cambiarEstadoPiso, ESTADO_INICIAL, EstadoPisoInvalidoError } from '../domain/estado-piso';

/** First key of the transaction locks on a room's housekeeping stream (the second is the room id). */
const CLAVE_PISO = 0x7069;

/** A room's state as its stream left it. */
export interface PisoActual {
  habitacionId: number;
  estado: EstadoPiso;
}

/** Who and why a change is recorded: the metadata of its event (no `userId`: the system). */
export interface AutoriaCambio {
  hotelId: number;
  userId?: number;
  now: Date;
  correlationId: string;
}

/**
 * Records a room's change of state: its event on stream `piso-<habitacionId>` (who and when in the
 * metadata) and, in the same transaction, the board's row (inline projection). Two writers of the
 * same room run one after the other; a change to the state the room has records nothing. After
 * the commit every open board of the hotel redraws the room.
 */
@Injectable()
export class CambiosDePiso {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** One user's (or a check-out's) change of one room; answers the state it has now. */
  async cambiar(habitacionId: number, a: unknown, motivo: MotivoCambioPiso): Promise<EstadoPiso> {
    const hotelId = hotelDeLaSesion();
    const ctx = requestContext.require();
    let estado: EstadoPiso = ESTADO_INICIAL;
    const evento = await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      [{ estado }] = await this.leerBloqueando(tx, hotelId, [habitacionId]);
      let datos: EstadoPisoCambiadoDatos | null;
      try {
        datos = cambiarEstadoPiso({ hotelId, habitacionId, estado }, a, motivo, ctx.now);
      } catch (error) {
        if (error instanceof EstadoPisoInvalidoError) throw new ReglaNegocioError(error.message);
        throw error;
      }
      if (datos) await this.registrar(tx, [datos], { hotelId, userId: ctx.userId, now: ctx.now, correlationId: ctx.requestId });
      return datos;
    });
    if (!evento) return estado;
    this.anunciar(hotelId, [evento]);
    return evento.a;
  }

  /**
   * Inside the caller's transaction: takes these rooms' locks, in id order (two writers of several
   * rooms never wait on each other crosswise), and reads their states. A room never changed is clean.
   */
  async leerBloqueando(tx: SqlExecutor, hotelId: number, habitacionIds: readonly number[]): Promise<PisoActual[]> {
    const ids = [...new Set(habitacionIds)].sort((x, y) => x - y);
    if (ids.length === 0) return [];
    for (const id of ids) await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [CLAVE_PISO, id]);
    const filas = await tx.query<{ habitacion_id: number; estado: EstadoPiso }>('select habitacion_id, estado from piso_estado where habitacion_id = any($1::int[]) and hotel_id = $2', [ids, hotelId]);
    const estadoDe = new Map(filas.map((f) => [f.habitacion_id, f.estado]));
    return ids.map((habitacionId) => ({ habitacionId, estado: estadoDe.get(habitacionId) ?? ESTADO_INICIAL }));
  }

  /** Inside the caller's transaction: appends each change to its room's stream (the board's rows follow inline). */
  async registrar(tx: SqlExecutor, cambios: readonly EstadoPisoCambiadoDatos[], autoria: AutoriaCambio): Promise<void> {
    const metadata = { hotelId: autoria.hotelId, userId: autoria.userId, now: autoria.now.toISOString(), correlationId: autoria.correlationId };
    for (const datos of cambios) {
      await this.store.append(tx, `${PREFIJO_STREAM_PISO}${datos.habitacionId}`, [{ type: EVENTOS_PISO.estadoCambiado, data: datos, metadata }], { expectedVersion: 'any' });
    }
  }

  /** After the commit: every open board of the hotel redraws these rooms. */
  anunciar(hotelId: number, cambios: readonly EstadoPisoCambiadoDatos[]): void {
    for (const c of cambios) this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_PISOS, 'update', { HabitacionId: c.habitacionId, Estado: c.a }));
  }
}
