import { performance } from 'node:perf_hooks';
import { type EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import type { DatabaseConnection } from '../database/database-connection';
import { tamanoDelPool } from '../database/orm-options';
import { type SqlExecutor, sqlExecutor } from '../database/sql-executor';
import { BuzonDePaginas } from './buzon-de-paginas';
import { type FiltroEventos, leerStreamsEnLotes, type StreamLeido } from './leer-eventos-en-lotes';

/** One read model a replay rebuilds from the events (reservations, calendar, reports). */
export interface ParteDeReconstruccion {
  /** The events it folds: streams by prefix, events by type (all when absent), each with its moment or not. */
  eventos: Pick<FiltroEventos, 'prefijos' | 'tipos' | 'conMomento'>;
  /** Empties its rows, of one hotel or all, before the first page. */
  vaciar(tx: SqlExecutor, hotelId?: number): Promise<void>;
  /**
   * Writes a page's streams: only its own events, a stream without any left out. Answers what the
   * part counts (reservations rebuilt, events folded).
   */
  escribir(tx: SqlExecutor, streams: StreamLeido[]): Promise<number>;
  /** After its rows committed. */
  alConfirmar?(hotelId?: number): void;
}

export interface OpcionesDeReconstruccion {
  /** Only this hotel's rows, from its events; all when absent. */
  hotelId?: number;
  /** Events per page read from the store (default 5000). */
  lote?: number;
}

export interface ParteReconstruida {
  /** What the part counted. */
  n: number;
  /** From the rebuild's start to the commit of the part's rows. */
  segundos: number;
}

/**
 * Repeatable read: every page comes from the snapshot the emptying saw, so a stream appended
 * meanwhile is left to its own inline write and no row is written twice.
 */
const UNA_FOTO = { isolationLevel: IsolationLevel.REPEATABLE_READ };

/** What the store must hand for every part: the union of their streams, types and moments. */
function filtroComun(partes: readonly ParteDeReconstruccion[]): Pick<FiltroEventos, 'prefijos' | 'tipos' | 'conMomento'> {
  const todosLosTipos = partes.some((p) => !p.eventos.tipos);
  return {
    prefijos: [...new Set(partes.flatMap((p) => p.eventos.prefijos))],
    tipos: todosLosTipos ? undefined : [...new Set(partes.flatMap((p) => p.eventos.tipos ?? []))],
    conMomento: partes.some((p) => p.eventos.conMomento),
  };
}

/** The page as `parte` would have read it alone: its streams, its events. */
function paginaDe(parte: ParteDeReconstruccion, streams: StreamLeido[]): StreamLeido[] {
  const { prefijos, tipos } = parte.eventos;
  const acepta = tipos ? new Set(tipos) : null;
  const propios: StreamLeido[] = [];
  for (const stream of streams) {
    if (!prefijos.some((p) => stream.streamId.startsWith(p))) continue;
    const eventos = acepta ? stream.eventos.filter((e) => acepta.has(e.type)) : stream.eventos;
    if (eventos.length > 0) propios.push(eventos === stream.eventos ? stream : { streamId: stream.streamId, eventos });
  }
  return propios;
}

/**
 * Rebuilds `partes` in the transaction `tx`, one after another on its connection: each emptied,
 * then every page read once from the store and handed to each part. Answers each part's count.
 */
async function reconstruirEnTransaccion(tx: SqlExecutor, partes: readonly ParteDeReconstruccion[], opciones: OpcionesDeReconstruccion = {}): Promise<number[]> {
  for (const parte of partes) await parte.vaciar(tx, opciones.hotelId);
  const cuentas = partes.map(() => 0);
  await leerStreamsEnLotes(tx, { ...filtroComun(partes), hotelId: opciones.hotelId, lote: opciones.lote }, async (streams) => {
    for (const [k, parte] of partes.entries()) {
      const propios = paginaDe(parte, streams);
      // Pages overlap: add once this one's count is known (`x += await` would read x before).
      const n = propios.length > 0 ? await parte.escribir(tx, propios) : 0;
      cuentas[k] += n;
    }
  });
  return cuentas;
}

/**
 * Rebuilds `partes` reading the event store once. On PostgreSQL, when the pool has a connection for
 * the reader and one per part, each part writes in a transaction of its own, on its own connection
 * and server process, all of them on the reader's snapshot (`pg_export_snapshot`): the reader's
 * pages go to every part at once, and the parts' writes run side by side. No part commits before
 * all have written: a failure while writing rolls every part back and is the error thrown.
 * Otherwise (PGlite runs one transaction at a time; a single part), everything is one transaction
 * on one snapshot.
 */
export async function reconstruirPartes(
  em: EntityManager,
  partes: readonly ParteDeReconstruccion[],
  opciones: OpcionesDeReconstruccion & { database?: Pick<DatabaseConnection, 'kind'> } = {},
): Promise<ParteReconstruida[]> {
  const inicio = performance.now();
  const segundos = () => (performance.now() - inicio) / 1000;
  const kind = opciones.database?.kind;
  const enParalelo = kind === 'postgresql' && partes.length > 1 && tamanoDelPool(kind) > partes.length;
  const resultados = enParalelo
    ? await reconstruirEnParalelo(em, partes, opciones, segundos)
    : (await em.fork().transactional((em) => reconstruirEnTransaccion(sqlExecutor(em), partes, opciones), UNA_FOTO)).map((n) => ({ n, segundos: segundos() }));
  for (const parte of partes) parte.alConfirmar?.(opciones.hotelId);
  return resultados;
}

/** One part rebuilt alone (its module's own `reconstruir`): answers what it counted. */
export async function reconstruirParte(em: EntityManager, parte: ParteDeReconstruccion, opciones: OpcionesDeReconstruccion = {}): Promise<number> {
  const [reconstruida] = await reconstruirPartes(em, [parte], opciones);
  return reconstruida.n;
}

/**
 * Start-up's one-off rebuild of `parte`, every hotel's rows: `borrarMarca` deletes the mark an older
 * database left (a statement returning the rows it deleted); when it deleted any, the rebuild runs
 * in the same transaction, so the two commit together. Read committed, not one snapshot: a second
 * process waiting here for the first must then find the mark gone. `alConfirmar` is not called.
 */
export async function reconstruirSiQuedabaMarca(em: EntityManager, parte: ParteDeReconstruccion, borrarMarca: string, params: unknown[] = []): Promise<void> {
  await em.fork().transactional(async (em) => {
    const tx = sqlExecutor(em);
    const borradas = await tx.query(borrarMarca, params);
    if (borradas.length > 0) await reconstruirEnTransaccion(tx, [parte]);
  });
}

/** `reconstruirPartes` on PostgreSQL: one reader, one writer transaction per part, one snapshot. */
function reconstruirEnParalelo(
  em: EntityManager,
  partes: readonly ParteDeReconstruccion[],
  opciones: OpcionesDeReconstruccion,
  segundos: () => number,
): Promise<ParteReconstruida[]> {
  return em.fork().transactional(async (lector) => {
    const tx = sqlExecutor(lector);
    const [{ foto }] = await tx.query<{ foto: string }>('select pg_export_snapshot() as foto');
    const buzones = partes.map(() => new BuzonDePaginas<StreamLeido[]>());
    // No part commits before every part has written its last page: a failure rolls them all back.
    let porEscribir = partes.length;
    let todosEscritos!: () => void;
    let algunoFallo!: (error: unknown) => void;
    const escritos = new Promise<void>((resolve, reject) => ((todosEscritos = resolve), (algunoFallo = reject)));
    escritos.catch(() => undefined);
    const fallar = (error: unknown) => {
      algunoFallo(error);
      for (const buzon of buzones) buzon.cerrar(error);
    };
    const escritores = partes.map(async (parte, k) => {
      try {
        const n = await em.fork().transactional(async (escritor) => {
          const etx = sqlExecutor(escritor);
          // The snapshot's id is PostgreSQL's own text (hex and dashes); a statement that cannot bind it.
          await etx.query(`set transaction snapshot '${foto.replace(/[^0-9A-Fa-f-]/g, '')}'`);
          await parte.vaciar(etx, opciones.hotelId);
          let cuenta = 0;
          for (let pagina = await buzones[k].tomar(); pagina; pagina = await buzones[k].tomar()) cuenta += await parte.escribir(etx, pagina);
          if (--porEscribir === 0) todosEscritos();
          await escritos;
          return cuenta;
        }, UNA_FOTO);
        return { n, segundos: segundos() };
      } catch (error) {
        fallar(error);
        throw error;
      }
    });
    try {
      // `leerStreamsEnLotes` hands a page over while the previous one may still be waiting for a
      // writer: one after another, so that every writer gets the pages in order.
      let entrega = Promise.resolve();
      const repartir = (streams: StreamLeido[]) =>
        (entrega = entrega.then(async () => {
          for (const [k, parte] of partes.entries()) {
            const propios = paginaDe(parte, streams);
            if (propios.length > 0) await buzones[k].dejar(propios);
          }
        }));
      await leerStreamsEnLotes(tx, { ...filtroComun(partes), hotelId: opciones.hotelId, lote: opciones.lote }, repartir);
      for (const buzon of buzones) await buzon.dejar(null);
    } catch (error) {
      fallar(error);
    }
    // Every writer settles (a failed one has failed the others): the first failure is the one thrown.
    const resultados = await Promise.allSettled(escritores);
    const fallo = resultados.find((r) => r.status === 'rejected');
    if (fallo) throw fallo.reason;
    return resultados.map((r) => (r as PromiseFulfilledResult<ParteReconstruida>).value);
  }, UNA_FOTO);
}
