import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { ENTIDAD_EN_VIVO_RESERVAS, EntidadCambiada, PREFIJO_STREAM_RESERVA, type ReservaCambiadaEnVivo, type ReservaDetalle } from '@recepcion/contracts';
import {
  DATABASE_CONNECTION,
  type DatabaseConnection,
  EVENT_STORE,
  type EventStore,
  fechaCerradaComoRegla,
  hotelDeLaSesion,
  NoEncontradoError,
  ReglaNegocioError,
  requestContext,
  type SqlExecutor,
  sqlExecutor,
  StreamVersionConflictError,
  reintentarTransaccion,
  sentenciaFechaAbierta,
  transaccionDirecta,
  unaSeleccion,
} from '@recepcion/platform';
import { primeraFechaAfectada } from '../domain/fecha-afectada';
import { evolve, reconstruir } from '../domain/reserva.decider';
import { reservaDetalle } from '../domain/reserva-detalle';
import { type EstadoReserva, type EventoReserva, ReglaReservaError } from '../domain/reserva.types';
import { escribirOcupacion, esperarHabitacionesNuevas, estadiasDeReserva, insercionOcupacion, ORIGEN_RESERVA, sinSolape } from '../projections/ocupacion';
import { IdsDeReserva } from './ids-de-reserva';

export const streamDe = (id: number) => `${PREFIJO_STREAM_RESERVA}${id}`;

/** A reservation as its stream tells it, when it belongs to the session's hotel. */
export interface ReservaCargada {
  id: number;
  estado: EstadoReserva;
  /** The number of events: the version an append expects. 0: no stream (or another hotel's). */
  version: number;
}

export type ReservaExistente = ReservaCargada & { estado: Extract<EstadoReserva, { existe: true }> };

export interface OpcionesComando {
  /** The version the caller read (an edit's `Version` or `If-Match`): another one answers 409. */
  versionEsperada?: number;
  /** The request's Idempotency-Key, as `claveIdempotencia` builds it. */
  commandId?: string;
  /** The request's digest, kept with the key: the key reused for another body answers 422. */
  huella?: string;
}

/** An Idempotency-Key is the hotel's own: the same key from another hotel is another command. */
export const claveIdempotencia = (valor?: string) => (valor && valor.length <= 200 ? `reservas:${hotelDeLaSesion()}:${valor}` : undefined);

/**
 * The reservation aggregate's persistence: reads its stream, appends a command's events with the
 * expected version and writes what they occupy (`ocupacion`, the guard against a double booking),
 * in one transaction. The read models, `reserva` among them, are written by platform from their
 * contracts in the same transaction (`projections/reserva/`); the answer is the loaded state
 * evolved by the new events. After the commit it publishes `EntidadCambiada` (Reservas, {Id, Version}): every open
 * calendar and reservation list of the hotel refreshes it; never inside the transaction, so who
 * follows it sees only committed changes.
 * Another hotel's reservation does not exist here.
 */
@Injectable()
export class ReservaRepository {
  constructor(
    private readonly em: EntityManager,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly eventBus: EventBus,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
    private readonly ids: IdsDeReserva,
  ) {}

  async cargar(db: SqlExecutor, id: number): Promise<ReservaCargada> {
    // Only the session's hotel's rows: another hotel's reservation reads as none, before any fold.
    const almacenados = await this.store.readStream(db, streamDe(id), { hotelId: hotelDeLaSesion() });
    const eventos = almacenados.map((e) => ({ type: e.type, data: e.data }) as EventoReserva);
    const estado = reconstruir(eventos);
    if (!estado.existe) return { id, estado: { existe: false }, version: 0 };
    return { id, estado, version: almacenados.length };
  }

  /**
   * A new reservation, in one transaction straight on `pg`, sent in one write: the locks on its
   * rooms, then one insert of its event with its `ocupacion` rows, the read models' rows (platform
   * folds the new stream from nothing through every registered contract, `reserva` included) and
   * the Idempotency-Key's claim, then COMMIT. Its id comes
   * from `IdsDeReserva` before, and now and then the next ids come with it. No stream to read, no rows to replace. `decidir` answers the events
   * for that id; the references it names were resolved before (nothing in here may use another
   * connection).
   */
  async crear(habitacionIds: number[], decidir: (id: number) => EventoReserva[], commandId?: string, huella?: string): Promise<ReservaDetalle> {
    const bloqueos = esperarHabitacionesNuevas(habitacionIds);
    try {
      const id = await this.ids.siguiente();
      const creada = await sinSolape(() =>
        reintentarTransaccion(() =>
          transaccionDirecta(this.em, this.database, async (tx) => {
            const eventos = decidir(id);
            const estado = reconstruir(eventos);
            if (!estado.existe) throw new Error('crear: la reserva no quedó creada');
            // The rooms' locks, then the day's close: nothing dated on or before the last closed date.
            const fecha = primeraFechaAfectada({ existe: false }, eventos);
            const previa = unaSeleccion(fecha ? [bloqueos, sentenciaFechaAbierta(estado.hotelId, fecha)] : [bloqueos]);
            tx.conLaSiguiente(previa.sql, previa.params);
            this.ids.recargarEn(tx);
            // Its rooms were locked first (`esperarHabitacionesNuevas`): nothing to read or replace.
            const ocupacion = insercionOcupacion(estado.hotelId, ORIGEN_RESERVA, id, estadiasDeReserva(estado));
            const { alreadyProcessed } = await this.store.append(
              tx,
              streamDe(id),
              eventos.map((e) => ({ type: e.type, data: e.data, metadata: this.metadata() })),
              { expectedVersion: 'no-stream', commandId, huella, junto: ocupacion ? [ocupacion] : [], ultima: true },
            );
            return alreadyProcessed ? null : reservaDetalle(estado, eventos.length);
          }),
        ),
      );
      if (creada) {
        this.publicarGuardada(creada, 'insert');
        return creada;
      }
      // A retry of a create that committed (its Idempotency-Key): the first one's reservation.
      const escrita = await this.escrita(commandId);
      if (!escrita) throw new NoEncontradoError('reserva');
      return escrita;
    } catch (error) {
      if (error instanceof ReglaReservaError) throw new ReglaNegocioError(error.message);
      throw fechaCerradaComoRegla(error);
    }
  }

  /** A committed change, to whoever follows the hotel's reservations (the live channel). */
  private publicarGuardada({ Id, Version }: ReservaDetalle, metodo: 'insert' | 'update' | 'delete'): void {
    const datos: ReservaCambiadaEnVivo = { Id, Version };
    this.eventBus.publish(new EntidadCambiada(requestContext.require().hotelId ?? null, ENTIDAD_EN_VIVO_RESERVAS.reservas, metodo, datos));
  }

  private metadata() {
    const ctx = requestContext.require();
    return { hotelId: ctx.hotelId, userId: ctx.userId, now: ctx.now.toISOString(), correlationId: ctx.requestId };
  }

  /**
   * One command on reservation `id`: load it (it must exist and be at
   * `versionEsperada` when given), let the handler's `decidir` answer the events, then append and
   * project them in one transaction straight on `pg`, as a create is written. The load and the
   * decision come before the transaction: deciding may ask other modules, whose handlers read on
   * connections of their own (inside a direct transaction that would be a second connection: on
   * PGlite it waits forever). The append's expected version is the version loaded, so a write that
   * came in between refuses this one; a command that names no version then loads and decides again.
   * The domain's refusals answer 400 with their Spanish message; a clash with another stay or a
   * block, `Habitación no disponible`. Answers the reservation as GET would.
   */
  async ejecutar(id: number, decidir: (reserva: ReservaCargada) => Promise<EventoReserva[]>, opciones: OpcionesComando = {}): Promise<ReservaDetalle> {
    try {
      // A command that names no version (a move, a status, a cancellation) meeting another write
      // of the same reservation decides again on its new state instead of answering 409.
      const otraEscritura = (error: unknown) => opciones.versionEsperada === undefined && error instanceof StreamVersionConflictError;
      const resultado = await sinSolape(() =>
        reintentarTransaccion(async () => {
          const cargada = await this.cargar(sqlExecutor(this.em), id);
          if (!cargada.estado.existe || cargada.estado.eliminada) throw new NoEncontradoError('reserva');
          if (opciones.versionEsperada !== undefined && opciones.versionEsperada !== cargada.version) {
            throw new StreamVersionConflictError(streamDe(id), opciones.versionEsperada, cargada.version);
          }
          const eventos = await decidir(cargada);
          if (eventos.length === 0) return { reserva: reservaDetalle(cargada.estado as ReservaExistente['estado'], cargada.version), guardada: null };
          // The day's close: nothing dated on or before the hotel's last closed date changes.
          const fecha = primeraFechaAfectada(cargada.estado, eventos);
          return transaccionDirecta(this.em, this.database, (tx) => {
            if (fecha) {
              const abierta = sentenciaFechaAbierta(hotelDeLaSesion(), fecha);
              tx.conLaSiguiente(abierta.sql, abierta.params);
            }
            return this.guardar(tx, cargada, eventos, opciones.commandId, opciones.huella);
          });
        }, 6, otraEscritura),
      );
      if (resultado?.guardada) this.publicarGuardada(resultado.reserva, resultado.guardada);
      if (resultado) return resultado.reserva;
      // The same Idempotency-Key raced in concurrently: the first one's reservation is the answer.
      const escrita = await this.escrita(opciones.commandId);
      if (!escrita) throw new NoEncontradoError('reserva');
      return escrita;
    } catch (error) {
      if (error instanceof ReglaReservaError) throw new ReglaNegocioError(error.message);
      throw fechaCerradaComoRegla(error);
    }
  }

  /**
   * Appends with the expected version (the read models follow inside the append), then rewrites
   * what the reservation occupies; null when the Idempotency-Key was processed already.
   */
  private async guardar(tx: SqlExecutor, cargada: ReservaCargada, eventos: EventoReserva[], commandId?: string, huella?: string) {
    const metadata = this.metadata();
    const { nextExpectedVersion, alreadyProcessed } = await this.store.append(
      tx,
      streamDe(cargada.id),
      eventos.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expectedVersion: cargada.version, commandId, huella },
    );
    if (alreadyProcessed) return null;
    const estado = eventos.reduce(evolve, cargada.estado);
    if (!estado.existe) throw new Error('guardar: la reserva no quedó creada');
    // A clash with another stay or a block fails the whole transaction (23P01): no event is stored.
    await escribirOcupacion(tx, estado.hotelId, ORIGEN_RESERVA, estado.id, estadiasDeReserva(estado));
    return { reserva: reservaDetalle(estado, nextExpectedVersion), guardada: estado.eliminada ? ('delete' as const) : ('update' as const) };
  }

  /** The reservation (read model) a command with this Idempotency-Key already wrote, or null. */
  async escrita(commandId: string | undefined): Promise<ReservaDetalle | null> {
    if (!commandId) return null;
    const [fila] = await sqlExecutor(this.em).query<{ datos: ReservaDetalle }>(
      `select r.datos from event_store.processed_commands p join reserva r on p.stream_id = $2::text || r.id
        where p.command_id = $1 and r.hotel_id = $3 and not r.eliminada`,
      [commandId, PREFIJO_STREAM_RESERVA, hotelDeLaSesion()],
    );
    return fila?.datos ?? null;
  }
}
