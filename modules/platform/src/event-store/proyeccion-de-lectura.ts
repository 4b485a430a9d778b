import { escribirSentencias, type Sentencia } from '../database/sentencias';
import type { SqlExecutor } from '../database/sql-executor';
import type { EventMetadata } from './event-store';
import type { InlineProjection } from './inline-projections';
import { type ParteDeReconstruccion } from './reconstruccion';

/** What a read model's fold sees of an event. */
export interface EventoProyectado {
  type: string;
  data: unknown;
  /** With `eventos.conMomento`: the command's `now` (its metadata), else when it was recorded. */
  momento?: Date;
}

/**
 * How a statement set is written: `nuevas`, rows of streams that have none yet (a create's first
 * events: plain inserts that read nothing another writes, sent inside the event's insert);
 * `reemplazar`, rows that may exist (an edit): upserts, children replaced and the rows of streams
 * that leave none deleted; `reconstruir`, a replay page after `vaciar` emptied the rows in the same
 * transaction, each stream once and whole: upserts for the rows another writer may have written
 * meanwhile, children only inserted, nothing to delete.
 */
export type ModoDeEscritura = 'nuevas' | 'reemplazar' | 'reconstruir';

/**
 * One read model, kept the same way live and in a replay. Its rows are per stream (`F`, or null
 * when the stream leaves none); `evolucionar` is pure, so what an append writes is what a replay
 * of the same events writes. Platform reads, folds and writes; the module says how.
 */
export interface ProyeccionDeLectura<F> {
  nombre: string;
  /** The streams (by prefix) and the event types it folds; with `conMomento`, each event with its moment. */
  eventos: { prefijos: readonly string[]; tipos: readonly string[]; conMomento?: boolean };
  /** One event applied to the stream's row (null: none yet, or gone). Pure. */
  evolucionar(fila: F | null, evento: EventoProyectado, streamId: string): F | null;
  /** The rows these streams have now (a stream without any is absent). */
  leer(tx: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, F>>;
  /** Statements that leave these streams' rows as given (null: delete them). Returned, not run. */
  sentencias(filas: ReadonlyMap<string, F | null>, modo: ModoDeEscritura): Sentencia[];
  /** Empties its rows, of one hotel or all. */
  vaciar(tx: SqlExecutor, hotelId?: number): Promise<void>;
}

/** Folds events (stream by stream, in order) onto the rows given; answers every touched stream's row. */
export function plegar<F>(proyeccion: ProyeccionDeLectura<F>, filas: ReadonlyMap<string, F | null>, eventos: readonly (EventoProyectado & { streamId: string })[]): Map<string, F | null> {
  const salida = new Map<string, F | null>();
  for (const e of eventos) {
    const antes = salida.has(e.streamId) ? salida.get(e.streamId)! : (filas.get(e.streamId) ?? null);
    salida.set(e.streamId, proyeccion.evolucionar(antes, e, e.streamId));
  }
  return salida;
}

const suyo = <F>(proyeccion: ProyeccionDeLectura<F>, streamId: string) => proyeccion.eventos.prefijos.some((p) => streamId.startsWith(p));

type EventoEnLinea = EventoProyectado & { streamId: string; metadata: EventMetadata; recordedAt?: Date };

/**
 * A live append's events of the projection's streams, each with its moment when the projection
 * asks for it: the command's `now`, else when it was recorded (as a replay reads it); a new
 * stream's events are not recorded yet, and carry their command's `now`.
 */
function propiosDe<F, E extends EventoEnLinea>(proyeccion: ProyeccionDeLectura<F>, events: readonly E[]): EventoEnLinea[] {
  const propios = events.filter((e) => suyo(proyeccion, e.streamId));
  if (!proyeccion.eventos.conMomento) return propios;
  return propios.map((e) => ({ ...e, momento: e.metadata.now !== undefined ? new Date(String(e.metadata.now)) : (e.recordedAt ?? new Date()) }));
}

/**
 * The read model written in the committing transaction (`InlineProjections`): a new stream's rows
 * folded from nothing go inside the event's insert; an append to an existing stream reads its
 * rows, folds the new events and writes the result.
 */
export function proyeccionEnLinea<F>(proyeccion: ProyeccionDeLectura<F>): InlineProjection {
  return {
    name: proyeccion.nombre,
    eventTypes: proyeccion.eventos.tipos,
    async apply(tx, events) {
      const propios = propiosDe(proyeccion, events);
      if (propios.length === 0) return;
      const filas = await proyeccion.leer(tx, [...new Set(propios.map((e) => e.streamId))]);
      await escribirSentencias(tx, proyeccion.sentencias(plegar(proyeccion, filas, propios), 'reemplazar'));
    },
    sentenciasDeStreamNueva(events) {
      const propios = propiosDe(proyeccion, events);
      if (propios.length === 0) return [];
      return proyeccion.sentencias(plegar(proyeccion, new Map(), propios), 'nuevas');
    },
  };
}

/** What a module adds to its read model's rebuild. */
export interface ExtrasDeReconstruccion<F> {
  /** After its rows committed. */
  alConfirmar?: ParteDeReconstruccion['alConfirmar'];
  /**
   * More statements for each page, from the page's folded rows, after the read model's own: a
   * table of the module's write side that the same state implies (reservas' occupancy).
   */
  ademas?(filas: ReadonlyMap<string, F | null>): Sentencia[];
  /** What the part counts of a page (the events folded, when absent). */
  contar?(filas: ReadonlyMap<string, F | null>, eventos: number): number;
}

/**
 * The same read model rebuilt from the events (`reconstruirPartes`): each page's whole streams
 * folded from nothing, written in one statement set a page.
 */
export function parteDeReconstruccion<F>(proyeccion: ProyeccionDeLectura<F>, { alConfirmar, ademas, contar }: ExtrasDeReconstruccion<F> = {}): ParteDeReconstruccion {
  return {
    eventos: { prefijos: proyeccion.eventos.prefijos, tipos: proyeccion.eventos.tipos, conMomento: proyeccion.eventos.conMomento },
    vaciar: (tx, hotelId) => proyeccion.vaciar(tx, hotelId),
    async escribir(tx, streams) {
      // Whole streams: each folded from nothing, straight from the page.
      const filas = new Map<string, F | null>();
      let n = 0;
      for (const { streamId, eventos } of streams) {
        let fila: F | null = null;
        for (const e of eventos) fila = proyeccion.evolucionar(fila, e, streamId);
        filas.set(streamId, fila);
        n += eventos.length;
      }
      const sentencias = proyeccion.sentencias(filas, 'reconstruir');
      if (ademas) sentencias.push(...ademas(filas));
      await escribirSentencias(tx, sentencias);
      return contar ? contar(filas, n) : n;
    },
    ...(alConfirmar ? { alConfirmar } : {}),
  };
}
