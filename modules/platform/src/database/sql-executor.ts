import type { EntityManager } from '@mikro-orm/postgresql';
import { type DatabaseConnection, nombraSentencias } from './database-connection';
import { nombreDeSentencia } from './nombres-de-sentencias';

/**
 * The one thing code outside the ORM needs from a transaction: run SQL in it. Placeholders are
 * PostgreSQL's own (`$1`, `$2`, a number may repeat), bound by the server, never spliced into the text.
 */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Optional (a transaction of its own: `transaccionDirecta`): runs the transaction's last
   * statement and commits with it, in one round trip. A failed statement commits nothing.
   */
  queryYConfirmar?<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Optional (`transaccionDirecta`): a statement whose rows nobody reads, held to go out in the
   * same write as the next statement (or the COMMIT); its failure is that call's failure.
   */
  conLaSiguiente?(sql: string, params?: unknown[]): void;
}

/** The part of knex's client we use: its own connection handling and the pg driver's `query(text, values)`. */
interface ClienteKnex {
  acquireConnection(): Promise<unknown>;
  releaseConnection(conexion: unknown): Promise<void>;
  _query(conexion: unknown, consulta: { sql: string; bindings: unknown[]; options: Record<string, unknown> }): Promise<{ response: { rows: unknown[] } }>;
}

/**
 * SQL on the entity manager's current transaction, or a pooled connection outside one. Always
 * inside the open transaction when there is one: on PGlite a second connection would wait forever.
 *
 * MikroORM 6's `Connection.execute(sql, params)` formats the values into the SQL text
 * (`platform.formatQuery`) before knex sees it, and knex's `raw` only knows `?`. So the statement
 * goes to the driver the way knex itself sends a compiled query: text and values apart (the
 * extended protocol), on the transaction's connection (knex's transaction client hands out only
 * that one, and refuses once the transaction is over) or on one borrowed from the pool.
 *
 * With `database` on PostgreSQL, each text is a named prepared statement on each connection
 * (`nombreDeSentencia`): parsed and planned once there, then only bound and executed. For a read
 * whose planning costs as much as a good part of its run (the reservation list: 1.6 ms of a 9 ms
 * statement). Not on PGlite, whose one session all connections share, nor with `sentencias`
 * `sin-nombre` (a pooler's server connections would not know the name).
 */
export function sqlExecutor(em: EntityManager, database?: Pick<DatabaseConnection, 'kind' | 'sentencias'>): SqlExecutor {
  const preparar = nombraSentencias(database);
  return {
    query: async <T>(sql: string, params: unknown[] = []) => {
      const transaccion = em.getTransactionContext<{ client: ClienteKnex }>();
      const cliente = transaccion?.client ?? (em.getConnection().getKnex().client as ClienteKnex);
      const nombre = preparar ? nombreDeSentencia(sql) : undefined;
      const conexion = await cliente.acquireConnection();
      try {
        const { response } = await cliente._query(conexion, { sql, bindings: params, options: nombre ? { name: nombre } : {} });
        return response.rows as T[];
      } finally {
        await cliente.releaseConnection(conexion);
      }
    },
  };
}
