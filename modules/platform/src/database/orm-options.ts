import { ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { hotelFilter } from '../tenancy/hotel-scope';
import type { NamedMigration } from './migration-list';

/** Below the embedded socket's connection limit (EMBEDDED_MAX_CONNECTIONS). */
export const ORM_POOL_MAX = 10;

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
