import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import type { NamedMigration } from './migration-list';
import { createOrmOptions } from './orm-options';

/** Any fixed number: every process that migrates takes the same advisory lock. */
const MIGRATION_LOCK = 7_305_001;

/**
 * Applies pending committed migrations. Several API processes (or test workers) may start at once:
 * the advisory lock lets one migrate while the others wait, then find nothing pending.
 */
export async function runMigrations(url: string, migrations: NamedMigration[]): Promise<string[]> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const orm = await MikroORM.init(createOrmOptions(url, migrations, { entities: [] }));
    try {
      const applied = await orm.getMigrator().up();
      return applied.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
