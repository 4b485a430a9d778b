import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntidadCambiada } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, NoEncontradoError, ReglaNegocioError, requestContext, type SqlExecutor, sqlExecutor, StreamVersionConflictError } from '@recepcion/platform';
import { decide, reconstruir } from '../domain/reserva.decider';
import { type ComandoReserva, type EstadoReserva, type EventoReserva, MENSAJES_RESERVA, ReglaReservaError } from '../domain/reserva.types';
import { proyectarReserva, reservaJson } from '../proyecciones/reserva.proyeccion';

export const streamDe = (id: number) => `reserva-${id}`;

export interface Cargada {
  estado: EstadoReserva;
  version: number;
  eventos: EventoReserva[];
  /** The `now` of the first event, when the stream exists. */
  creadaEn?: Date;
}

type ReservaJson = ReturnType<typeof reservaJson>;

const esExclusion = (error: unknown) => (error as { code?: string })?.code === '23P01' || String((error as Error)?.message).includes('ocupacion_sin_solape');

/**
 * Runs reservation commands: read the stream, decide, append with the expected version and
 * project inline, all in one transaction. Another hotel's reservation is "not found".
 */
@Injectable()
export class ReservasService {
  constructor(
    private readonly em: EntityManager,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly eventBus: EventBus,
  ) {}

  async cargar(db: SqlExecutor, id: number): Promise<Cargada> {
    const almacenados = await this.store.readStream(db, streamDe(id));
    const eventos = almacenados.map((e) => ({ type: e.type, data: e.data }) as EventoReserva);
    const estado = reconstruir(eventos);
    if (!estado.existe || estado.hotelId !== hotelDeLaSesion()) return { estado: { existe: false }, version: 0, eventos: [] };
    const primero = almacenados[0]?.metadata.now;
    return { estado, version: almacenados.length, eventos, creadaEn: primero ? new Date(primero) : almacenados[0]?.recordedAt };
  }

  async obtener(id: number): Promise<ReservaJson> {
    const { estado, version } = await this.cargar(sqlExecutor(this.em), id);
    if (!estado.existe || estado.eliminada) throw new NoEncontradoError('reserva');
    return reservaJson(estado, version);
  }

  private async eliminada(id: number): Promise<boolean> {
    const [fila] = await sqlExecutor(this.em).query<{ eliminada: boolean }>('select eliminada from reserva where id = $1', [id]);
    return fila?.eliminada ?? true;
  }

  /** The next reservation id (a sequence): the stream is `reserva-<id>`. */
  async nuevoId(): Promise<number> {
    const [{ id }] = await sqlExecutor(this.em).query<{ id: string }>("select nextval('reserva_id_seq') as id");
    return Number(id);
  }

  /** A create retried with the same Idempotency-Key answers the reservation it created. */
  async yaCreada(commandId: string | undefined): Promise<ReservaJson | null> {
    if (!commandId) return null;
    const [fila] = await sqlExecutor(this.em).query<{ stream_id: string }>('select stream_id from event_store.processed_commands where command_id = $1', [commandId]);
    return fila ? this.obtener(Number(fila.stream_id.slice('reserva-'.length))) : null;
  }

  async ejecutar(
    id: number,
    construir: (cargada: Cargada) => Promise<ComandoReserva> | ComandoReserva,
    opciones: { versionEsperada?: number; commandId?: string; nueva?: boolean } = {},
  ): Promise<ReservaJson> {
    const ctx = requestContext.require();
    try {
      const respuesta = await this.em.transactional(async (em): Promise<ReservaJson | null> => {
        const tx = sqlExecutor(em);
        const cargada = await this.cargar(tx, id);
        if (!opciones.nueva && (!cargada.estado.existe || cargada.estado.eliminada)) throw new NoEncontradoError('reserva');
        if (opciones.versionEsperada !== undefined && opciones.versionEsperada !== cargada.version) {
          throw new StreamVersionConflictError(streamDe(id), opciones.versionEsperada, cargada.version);
        }
        const comando = await construir(cargada);
        const eventos = decide(comando, cargada.estado);
        if (eventos.length === 0) return reservaJson(cargada.estado as Extract<EstadoReserva, { existe: true }>, cargada.version);
        const metadata = { hotelId: ctx.hotelId, userId: ctx.userId, now: ctx.now.toISOString(), correlationId: ctx.requestId };
        const resultado = await this.store.append(
          tx,
          streamDe(id),
          eventos.map((e) => ({ type: e.type, data: e.data, metadata })),
          { expectedVersion: cargada.version === 0 ? 'no-stream' : cargada.version, commandId: opciones.commandId },
        );
        // The same Idempotency-Key raced in concurrently: the first one's reservation is the answer.
        if (resultado.alreadyProcessed) return null;
        const estado = reconstruir([...cargada.eventos, ...eventos]);
        await proyectarReserva(tx, estado, resultado.nextExpectedVersion, { creadaEn: cargada.creadaEn ?? ctx.now, modificadaEn: ctx.now });
        return reservaJson(estado as Extract<EstadoReserva, { existe: true }>, resultado.nextExpectedVersion);
      });
      if (respuesta && respuesta.Version > 0) {
        // After the commit: every open calendar of the hotel refreshes this reservation (live `up`).
        const metodo = opciones.nueva ? 'insert' : respuesta && (await this.eliminada(id)) ? 'delete' : 'update';
        this.eventBus.publish(new EntidadCambiada(ctx.hotelId ?? null, 'Reservas', metodo, { Id: respuesta.Id, Version: respuesta.Version }));
      }
      return respuesta ?? (await this.yaCreada(opciones.commandId))!;
    } catch (error) {
      if (error instanceof ReglaReservaError) throw new ReglaNegocioError(error.message);
      if (esExclusion(error)) throw new ReglaNegocioError(MENSAJES_RESERVA.noDisponible);
      throw error;
    }
  }
}
