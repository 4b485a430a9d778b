import type { EntityManager } from '@mikro-orm/postgresql';

/** The one thing code outside the ORM needs from a transaction: run SQL in it. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** SQL on the entity manager's current transaction (or a pooled connection outside one). */
export function sqlExecutor(em: EntityManager): SqlExecutor {
  return {
    query: <T>(sql: string, params: unknown[] = []) =>
      em.getConnection().execute<T[]>(sql, params as any[], 'all', em.getTransactionContext()),
  };
}
