import { ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { hotelFilter } from '../tenancy/hotel-scope';
import type { DatabaseKind } from './database-connection';
import type { NamedMigration } from './migration-list';

/** Below the embedded socket's connection limit (EMBEDDED_MAX_CONNECTIONS): PGlite runs one statement at a time anyway. */
export const ORM_POOL_MAX = 10;
/**
 * On PostgreSQL: a connection for each of 16 clients writing at once (a create holds one for two
 * round trips). One API process per core shares the server's 100 connections: 4 × 16 leave room.
 */
export const ORM_POOL_MAX_POSTGRESQL = 16;

/** The pool size for this database (DATABASE_POOL_MAX overrides it on PostgreSQL). */
export function tamanoDelPool(kind: DatabaseKind, env: NodeJS.ProcessEnv = process.env): number {
  if (kind === 'pglite') return ORM_POOL_MAX;
  const pedido = Number.parseInt(env.DATABASE_POOL_MAX ?? '', 10);
  return pedido > 0 ? pedido : ORM_POOL_MAX_POSTGRESQL;
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
