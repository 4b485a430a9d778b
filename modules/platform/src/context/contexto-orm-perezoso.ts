import type { AsyncLocalStorage } from 'node:async_hooks';
import { type EntityManager, RequestContext } from '@mikro-orm/core';

/** MikroORM's own storage of request contexts (private in its types): `em.getContext()` reads it. */
const almacen = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/**
 * MikroORM's request context (`RequestContext.create`) forks the EntityManager for every request,
 * also for those that never touch it (a reservation create goes straight to `pg`). Here the fork
 * (its own identity map, filters and their params) is made the first time something asks the
 * context for it, and kept for the rest of the request, as the eager one would be.
 */
class ForkAlPedirlo extends Map<string, EntityManager> {
  constructor(private readonly em: EntityManager) {
    super();
  }

  override get(nombre: string): EntityManager | undefined {
    let fork = super.get(nombre);
    if (fork === undefined && nombre === this.em.name) {
      // Outside any context, as `RequestContext.create` forks: building the fork asks the context again.
      fork = almacen.exit(() => this.em.fork({ useContext: true }));
      this.set(nombre, fork);
    }
    return fork;
  }
}

/** `RequestContext.create(em, work)` with the fork made on first use. */
export function enContextoOrm<T>(em: EntityManager, trabajo: () => T): T {
  return almacen.run(new RequestContext(new ForkAlPedirlo(em)), trabajo);
}
