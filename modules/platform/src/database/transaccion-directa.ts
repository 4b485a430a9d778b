import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { DatabaseKind } from './database-connection';
import type { SqlExecutor } from './sql-executor';

/** Prepared statement names by text, for this process. Past the cap, texts go unnamed. */
const nombres = new Map<string, string>();
const MAX_SENTENCIAS_PREPARADAS = 500;

function nombreDe(sql: string): string | undefined {
  let nombre = nombres.get(sql);
  if (nombre === undefined && nombres.size < MAX_SENTENCIAS_PREPARADAS) {
    nombre = `recepcion_${nombres.size + 1}`;
    nombres.set(sql, nombre);
  }
  return nombre;
}

/**
 * SQL on one `pg` connection. On PostgreSQL each text becomes a named prepared statement of the
 * connection: parsed and planned once, then only bound and executed. Not on PGlite: its socket
 * connections share one session, where one connection's statement names would clash with another's.
 */
export function ejecutorPg(conexion: pg.ClientBase, kind: DatabaseKind): SqlExecutor {
  const preparar = kind === 'postgresql';
  return {
    query: async <T>(sql: string, params: unknown[] = []) => {
      const { rows } = await conexion.query({ text: sql, values: params, name: preparar ? nombreDe(sql) : undefined });
      return rows as T[];
    },
  };
}

/** The part of knex's client used here: its pool, whose connections are `pg` clients. */
interface PoolKnex {
  acquireConnection(): Promise<pg.ClientBase>;
  releaseConnection(conexion: pg.ClientBase): Promise<void>;
}

/**
 * A transaction straight on `pg`, for a hot write path: one connection from the ORM's own pool
 * (no second pool to size), BEGIN, the work's statements, COMMIT; ROLLBACK when the work fails.
 * Nothing inside may use another connection (on PGlite it would wait for this one forever):
 * resolve what the work needs before.
 */
export async function transaccionDirecta<T>(em: EntityManager, kind: DatabaseKind, trabajo: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  const pool = em.getConnection().getKnex().client as unknown as PoolKnex;
  const conexion = await pool.acquireConnection();
  try {
    await conexion.query('begin');
    let resultado: T;
    try {
      resultado = await trabajo(ejecutorPg(conexion, kind));
    } catch (error) {
      // A broken connection fails the rollback too; knex's pool drops it (it marks it disposed).
      await conexion.query('rollback').catch(() => undefined);
      throw error;
    }
    await conexion.query('commit');
    return resultado;
  } finally {
    await pool.releaseConnection(conexion);
  }
}
