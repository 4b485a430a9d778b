import type { Sentencia } from '../database/sentencias';
import type { SqlExecutor } from '../database/sql-executor';
import type { InlineProjection } from './inline-projections';
import { type ParteDeReconstruccion } from './reconstruccion';

/** What a read model's fold sees of an event. */
export interface EventoProyectado {
  type: string;
  data: unknown;
}

/**
 * How a statement set is written: `nuevas`, rows of streams that have none yet (a create's first
 * events: plain inserts that read nothing another writes, sent inside the event's insert);
 * `reemplazar`, rows that may exist (an edit, a replay page): upserts, and children replaced.
 */
export type ModoDeEscritura = 'nuevas' | 'reemplazar';

/**
 * One read model, kept the same way live and in a replay. Its rows are per stream (`F`, or null
 * when the stream leaves none); `evolucionar` is pure, so what an append writes is what a replay
 * of the same events writes. Platform reads, folds and writes; the module says how.
 */
export interface ProyeccionDeLectura<F> {
  nombre: string;
  /** The streams (by prefix) and the event types it folds. */
  eventos: { prefijos: readonly string[]; tipos: readonly string[] };
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
      const propios = events.filter((e) => suyo(proyeccion, e.streamId));
      if (propios.length === 0) return;
      const filas = await proyeccion.leer(tx, [...new Set(propios.map((e) => e.streamId))]);
      for (const s of proyeccion.sentencias(plegar(proyeccion, filas, propios), 'reemplazar')) await tx.query(s.sql, s.params);
    },
    sentenciasDeStreamNueva(events) {
      const propios = events.filter((e) => suyo(proyeccion, e.streamId));
      if (propios.length === 0) return [];
      return proyeccion.sentencias(plegar(proyeccion, new Map(), propios), 'nuevas');
    },
  };
}

/**
 * The same read model rebuilt from the events (`reconstruirPartes`): each page's whole streams
 * folded from nothing, written in one statement set a page.
 */
export function parteDeReconstruccion<F>(proyeccion: ProyeccionDeLectura<F>, alConfirmar?: ParteDeReconstruccion['alConfirmar']): ParteDeReconstruccion {
  return {
    eventos: { prefijos: proyeccion.eventos.prefijos, tipos: proyeccion.eventos.tipos },
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
      for (const s of proyeccion.sentencias(filas, 'reemplazar')) await tx.query(s.sql, s.params);
      return n;
    },
    ...(alConfirmar ? { alConfirmar } : {}),
  };
}
