import { availableParallelism } from 'node:os';
import { ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { hotelFilter } from '../tenancy/hotel-scope';
import type { DatabaseKind } from './database-connection';
import type { NamedMigration } from './migration-list';

/** Below the embedded socket's connection limit (EMBEDDED_MAX_CONNECTIONS): PGlite runs one statement at a time anyway. */
export const ORM_POOL_MAX = 10;
/**
 * On PostgreSQL: two connections per core of this machine, at least 4. A create holds its
 * connection for one round trip, so a few connections keep up with many clients; more backends
 * than the cores can run only contend with one another (on 2 cores, 16 clients: pool 16 cost
 * 0.63 ms of PostgreSQL CPU per create, pool 4 0.50 ms, and the pool of 4 created more per second;
 * `npm run bench`). When PostgreSQL runs on a machine of its own, size it for that machine with
 * DATABASE_POOL_MAX.
 */
export const ormPoolMaxPostgresql = (nucleos = availableParallelism()) => Math.max(4, 2 * nucleos);

/** The pool size for this database (DATABASE_POOL_MAX overrides it on PostgreSQL). */
export function tamanoDelPool(kind: DatabaseKind, env: NodeJS.ProcessEnv = process.env): number {
  if (kind === 'pglite') return ORM_POOL_MAX;
  const pedido = Number.parseInt(env.DATABASE_POOL_MAX ?? '', 10);
  return pedido > 0 ? pedido : ormPoolMaxPostgresql();
}

export function createOrmOptions(url: string, migrations: NamedMigration[], extra: Partial<Options> = {}): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { min: 0, max: ORM_POOL_MAX },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    filters: { [hotelFilter.name]: hotelFilter },
    migrations: {
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      migrationsList: migrations,
      snapshot: false,
      silent: true,
    },
    ...extra,
  };
}
