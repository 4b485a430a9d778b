import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `trabajo` in one transaction of the entity manager itself (no fork: the entities it already
 * holds, changed before, are flushed in it), or in the one already open. Plain SQL through
 * `sqlExecutor(em)` joins it.
 */
export async function enTransaccionOrm<T>(em: EntityManager, trabajo: () => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return trabajo();
  await em.begin();
  try {
    const resultado = await trabajo();
    await em.commit();
    return resultado;
  } catch (error) {
    if (em.isInTransaction()) await em.rollback();
    throw error;
  }
}
