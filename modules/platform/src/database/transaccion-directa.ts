import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { type DatabaseConnection, nombraSentencias } from './database-connection';
import { nombreDeSentencia } from './nombres-de-sentencias';
import type { SqlExecutor } from './sql-executor';
import { type SentenciaPreparada, TandaSincronizada } from './tanda-sincronizada';

/**
 * A pooled `pg` client, with what pipelining uses (pg ≥ 8.23: `pipeline`; the socket's cork) and
 * the names it knows are prepared in its session (pg skips their Parse).
 */
type ConexionPg = pg.ClientBase & {
  pipeline?: boolean;
  getTypeParser?(oid: number, format: 'text'): (texto: string) => unknown;
  connection?: { stream?: { cork?(): void; uncork?(): void }; parsedStatements?: Record<string, string> };
};

/**
 * How statements are named. `postgresql`: every connection is a session of its own, and pg
 * prepares each name once on it. `pglite`: PGlite started by this process, whose one session every
 * connection shares: a name prepared through one connection is there for all (`PreparadasPglite`).
 * `sin-nombre`: a PGlite another process may share (the tests'), or a pooler that does not keep
 * names across its server connections (DATABASE_SENTENCIAS=sin-nombre): unnamed statements only.
 */
type Nombres = 'postgresql' | 'pglite' | 'sin-nombre';

/** The names prepared in each PGlite session of this process (by URL): being prepared, or ready. */
const preparadasPglite = new Map<string, Map<string, 'preparando' | 'lista'>>();

type Estado = 'sin-empezar' | 'abierta' | 'terminada';

/** The transaction `transaccionDirecta` hands its work. */
export interface TransaccionDirecta extends SqlExecutor {
  queryYConfirmar<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * A statement whose rows the work does not need (a lock): it goes out in the same write as the
   * next `query` or `queryYConfirmar`, before it, and its failure is that call's failure.
   */
  conLaSiguiente(sql: string, params?: unknown[]): void;
  /**
   * A statement that goes with the COMMIT, after the last one (`queryYConfirmar`, or the end of the
   * work): its rows once the transaction commits (so the work must not wait for them); rejected
   * when it does not.
   */
  alConfirmar<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A statement held for a later write, with whoever waits for its rows. */
interface Retenida {
  consulta: pg.QueryConfig;
  resolver?: (filas: unknown[]) => void;
  rechazar?: (error: unknown) => void;
}

/**
 * SQL on one `pg` connection, as one transaction. Each text becomes a named prepared statement
 * (`Nombres`): parsed and planned once, then only bound and executed. BEGIN goes out with the
 * first statement, the `conLaSiguiente` ones with the next, and COMMIT with the last one
 * (`queryYConfirmar`) and the `alConfirmar` ones, pipelined (node-postgres' `pipeline` mode, one
 * write): a create is one round trip. On PostgreSQL, a transaction sent whole at once (its first
 * call is `queryYConfirmar`) whose statements this connection has prepared goes as one implicit
 * transaction instead (`TandaSincronizada`): no BEGIN and COMMIT, one Sync, one flush each way.
 */
class TransaccionPg implements TransaccionDirecta {
  estado: Estado = 'sin-empezar';
  private antes: Retenida[] = [];
  private alFinal: Retenida[] = [];

  constructor(
    private readonly conexion: ConexionPg,
    private readonly nombres: Nombres,
    private readonly sesion: string,
  ) {}

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.enviar(sql, params, false)) as T[];
  }

  async queryYConfirmar<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.enviar(sql, params, true)) as T[];
  }

  conLaSiguiente(sql: string, params: unknown[] = []): void {
    if (this.estado === 'terminada') throw new Error('La transacción ya terminó');
    this.antes.push({ consulta: this.consulta(sql, params) });
  }

  alConfirmar<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (this.estado === 'terminada') return Promise.reject(new Error('La transacción ya terminó'));
    return new Promise<T[]>((resolver, rechazar) => this.alFinal.push({ consulta: this.consulta(sql, params), resolver: resolver as (filas: unknown[]) => void, rechazar }));
  }

  /** The work ended without committing: whoever waits for a held statement hears why. */
  descartar(error: unknown): void {
    for (const r of [...this.antes, ...this.alFinal]) r.rechazar?.(error);
    this.antes = [];
    this.alFinal = [];
  }

  /** The work ended: what is still held goes now, with the COMMIT. */
  async confirmarRetenidas(): Promise<void> {
    const lista = [...this.antes, ...this.alFinal];
    this.antes = [];
    this.alFinal = [];
    if (lista.length > 0) await this.enviarLista(lista, true);
  }

  private consulta(sql: string, params: unknown[]): pg.QueryConfig {
    return { text: sql, values: params, name: this.nombre(sql) };
  }

  private async enviar(sql: string, params: unknown[], confirmar: boolean): Promise<unknown[]> {
    if (this.estado === 'terminada') throw new Error('La transacción ya terminó');
    const principal: Retenida = { consulta: this.consulta(sql, params) };
    const lista = [...this.antes, principal, ...(confirmar ? this.alFinal : [])];
    this.antes = [];
    if (confirmar) this.alFinal = [];
    return (await this.enviarLista(lista, confirmar))[lista.indexOf(principal)];
  }

  /** The statements in one write (with BEGIN first, and COMMIT when `confirmar`); each one's rows, in order. */
  private async enviarLista(lista: Retenida[], confirmar: boolean): Promise<unknown[][]> {
    let filas: unknown[][];
    try {
      filas = await this.ejecutar(lista.map((r) => r.consulta), confirmar);
    } catch (error) {
      for (const r of lista) r.rechazar?.(error);
      throw error;
    }
    lista.forEach((r, i) => r.resolver?.(filas[i]));
    return filas;
  }

  private async ejecutar(consultas: pg.QueryConfig[], confirmar: boolean): Promise<unknown[][]> {
    const preparadas = this.estado === 'sin-empezar' && confirmar ? this.preparadas(consultas) : null;
    if (preparadas) {
      this.estado = 'terminada';
      return enUnaSincronizacion(this.conexion, preparadas);
    }
    const tanda: pg.QueryConfig[] = [...(this.estado === 'sin-empezar' ? [{ text: 'begin' }] : []), ...consultas, ...(confirmar ? [{ text: 'commit' }] : [])];
    this.estado = confirmar ? 'terminada' : 'abierta';
    let resultados: PromiseSettledResult<pg.QueryResult>[];
    try {
      resultados = await enTanda(this.conexion, tanda);
    } finally {
      if (this.nombres === 'pglite') for (const c of consultas) if (c.name) this.anotar(c.name, c.text);
    }
    // A failed statement aborts the transaction; a COMMIT after it only rolls it back.
    const fallida = resultados.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (fallida) throw fallida.reason;
    return consultas.map((c) => (resultados[tanda.indexOf(c)] as PromiseFulfilledResult<pg.QueryResult>).value.rows);
  }

  /** The statements as prepared ones, when on PostgreSQL this connection has parsed every one. */
  private preparadas(consultas: pg.QueryConfig[]): SentenciaPreparada[] | null {
    const parseadas = this.conexion.connection?.parsedStatements;
    if (this.nombres !== 'postgresql' || !parseadas || !this.conexion.getTypeParser) return null;
    const preparadas: SentenciaPreparada[] = [];
    for (const c of consultas) {
      if (!c.name || parseadas[c.name] !== c.text) return null;
      preparadas.push({ name: c.name, text: c.text, values: c.values ?? [] });
    }
    return preparadas;
  }

  private nombre(sql: string): string | undefined {
    const nombre = this.nombres === 'sin-nombre' ? undefined : nombreDeSentencia(sql);
    if (!nombre || this.nombres === 'postgresql') return nombre;
    const sesion = preparadasPglite.get(this.sesion) ?? preparadasPglite.set(this.sesion, new Map()).get(this.sesion)!;
    const preparadas = this.conexion.connection?.parsedStatements;
    if (!preparadas) return undefined;
    const estado = sesion.get(nombre);
    // Another connection is preparing it: unnamed this once (two Parses of one name would clash).
    if (estado === 'preparando') return undefined;
    if (estado === 'lista') preparadas[nombre] = sql;
    else sesion.set(nombre, 'preparando');
    return nombre;
  }

  /** After its first use: prepared when pg saw its ParseComplete (even if the statement then failed). */
  private anotar(nombre: string, sql: string): void {
    const sesion = preparadasPglite.get(this.sesion);
    if (!sesion || sesion.get(nombre) === 'lista') return;
    if (this.conexion.connection?.parsedStatements?.[nombre] === sql) sesion.set(nombre, 'lista');
    else sesion.delete(nombre);
  }
}

/** Whatever `enviar` gives node-postgres goes out in one write: it writes each message as it goes. */
function enUnaEscritura<T>(conexion: ConexionPg, enviar: () => T): T {
  const socket = conexion.connection?.stream;
  socket?.cork?.();
  try {
    return enviar();
  } finally {
    socket?.uncork?.();
  }
}

/** Sends the queries in one write without waiting between them; answers each one's outcome, in order. */
async function enTanda(conexion: ConexionPg, consultas: pg.QueryConfig[]): Promise<PromiseSettledResult<pg.QueryResult>[]> {
  if (consultas.length === 1) return Promise.allSettled([conexion.query(consultas[0])]);
  conexion.pipeline = true;
  try {
    return await Promise.allSettled(enUnaEscritura(conexion, () => consultas.map((c) => conexion.query(c))));
  } finally {
    conexion.pipeline = false;
  }
}

/** Prepared statements as one implicit transaction (`TandaSincronizada`); answers each one's rows. */
function enUnaSincronizacion(conexion: ConexionPg, sentencias: SentenciaPreparada[]): Promise<Record<string, unknown>[][]> {
  return new Promise((resolve, reject) => {
    const tanda = new TandaSincronizada(sentencias, (oid) => conexion.getTypeParser!(oid, 'text'));
    tanda.callback = (error, filas) => (error ? reject(error) : resolve(filas ?? []));
    enUnaEscritura(conexion, () => conexion.query(tanda as unknown as pg.QueryConfig));
  });
}

/** The part of knex's client used here: its pool, whose connections are `pg` clients. */
interface PoolKnex {
  acquireConnection(): Promise<ConexionPg>;
  releaseConnection(conexion: ConexionPg): Promise<void>;
}

/**
 * Connections whose direct transaction ended cleanly in this turn of the event loop, by pool: a
 * direct transaction starting in the same turn takes one of them instead of asking the pool (knex
 * and tarn's acquire and release cost some twenty promises and a timer each). At the end of the
 * turn (setImmediate) the rest go back to the pool, so no other user of the pool waits for them.
 */
const devueltasAlFinal = new Map<PoolKnex, ConexionPg[]>();

function tomar(pool: PoolKnex): Promise<ConexionPg> | ConexionPg {
  return devueltasAlFinal.get(pool)?.pop() ?? pool.acquireConnection();
}

function devolverAlFinalDelTurno(pool: PoolKnex, conexion: ConexionPg): void {
  const lista = devueltasAlFinal.get(pool);
  if (lista) {
    lista.push(conexion);
    return;
  }
  devueltasAlFinal.set(pool, [conexion]);
  setImmediate(() => {
    const pendientes = devueltasAlFinal.get(pool) ?? [];
    devueltasAlFinal.delete(pool);
    for (const c of pendientes) void pool.releaseConnection(c);
  });
}

/**
 * A transaction straight on `pg`, for a hot write path: one connection from the ORM's own pool
 * (no second pool to size), BEGIN, the work's statements, COMMIT (with the last one when the work
 * says which: `queryYConfirmar`); ROLLBACK when the work fails. Nothing inside may use another
 * connection (on PGlite it would wait for this one forever): resolve what the work needs before.
 */
export async function transaccionDirecta<T>(
  em: EntityManager,
  database: Pick<DatabaseConnection, 'kind' | 'url' | 'enEsteProceso' | 'sentencias'>,
  trabajo: (tx: TransaccionDirecta) => Promise<T>,
): Promise<T> {
  const pool = em.getConnection().getKnex().client as unknown as PoolKnex;
  const conexion = await tomar(pool);
  const nombres: Nombres = nombraSentencias(database) ? 'postgresql' : database.kind === 'pglite' && database.enEsteProceso && database.sentencias !== 'sin-nombre' ? 'pglite' : 'sin-nombre';
  const tx = new TransaccionPg(conexion, nombres, database.url);
  try {
    let resultado: T;
    try {
      resultado = await trabajo(tx);
      if (tx.estado !== 'terminada') await tx.confirmarRetenidas();
    } catch (error) {
      tx.descartar(error);
      // A broken connection fails the rollback too; knex's pool drops it (it marks it disposed).
      if (tx.estado === 'abierta') await conexion.query('rollback').catch(() => undefined);
      throw error;
    }
    if (tx.estado === 'abierta') await conexion.query('commit');
    devolverAlFinalDelTurno(pool, conexion);
    return resultado;
  } catch (error) {
    await pool.releaseConnection(conexion);
    throw error;
  }
}
