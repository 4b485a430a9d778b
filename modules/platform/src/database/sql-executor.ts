import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one thing code outside the ORM needs from a transaction: run SQL in it. Placeholders are
 * PostgreSQL's own (`$1`, `$2`), whatever runs the SQL underneath.
 */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * SQL on the entity manager's current transaction, or a pooled connection outside one. Always
 * inside the open transaction when there is one: on PGlite a second connection would wait forever.
 */
export function sqlExecutor(em: EntityManager): SqlExecutor {
  return {
    query: <T>(sql: string, params: unknown[] = []) => {
      const ordered: unknown[] = [];
      // The ORM's driver binds `?` positionally: turn `$n` into `?` with the values in use order.
      const positional = sql.replace(/\$(\d+)/g, (_, n: string) => {
        ordered.push(params[Number(n) - 1]);
        return '?';
      });
      return em.getConnection().execute<T[]>(positional, ordered as any[], 'all', em.getTransactionContext());
    },
  };
}
