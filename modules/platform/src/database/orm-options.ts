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
 * On PostgreSQL: four connections per core of this machine, shared by its API processes
 * (RECEPCION_PROCESOS, which npm start sets), at least 4 per process. A create holds its connection
 * for one round trip, so a few connections keep up with many clients. Many more backends than cores
 * only contend (on 2 cores, 16 clients, one process: pool 16 cost 0.52 ms of PostgreSQL CPU per
 * create, pools 4 and 8 0.43–0.48 ms); too few leave creates waiting for a connection (pool 8
 * made 1,350–1,465 creates/s, pool 4 1,300–1,330; `npm run bench`, 2026-11-25). When PostgreSQL runs
 * on a machine of its own, size it for that machine with DATABASE_POOL_MAX.
 */
export const ormPoolMaxPostgresql = (nucleos = availableParallelism(), procesos = 1) => Math.max(4, Math.ceil((4 * nucleos) / Math.max(1, procesos)));

/** The pool size for this database (DATABASE_POOL_MAX overrides it on PostgreSQL). */
export function tamanoDelPool(kind: DatabaseKind, env: NodeJS.ProcessEnv = process.env, nucleos = availableParallelism()): number {
  if (kind === 'pglite') return ORM_POOL_MAX;
  const pedido = Number.parseInt(env.DATABASE_POOL_MAX ?? '', 10);
  if (pedido > 0) return pedido;
  const procesos = Number.parseInt(env.RECEPCION_PROCESOS ?? '', 10);
  return ormPoolMaxPostgresql(nucleos, procesos > 0 ? procesos : 1);
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
