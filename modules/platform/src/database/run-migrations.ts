import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import type { NamedMigration } from './migration-list';
import { createOrmOptions } from './orm-options';

/** Any fixed number: every process that migrates takes the same advisory lock. */
const MIGRATION_LOCK = 7_305_001;
const ESPERA_MS = 100;
/** A lock row older than this belongs to a process that died mid-migration. */
const LOCK_ABANDONADO_MS = 120_000;

/**
 * Applies pending committed migrations. Several processes (API copies, test workers) may start at
 * once; one migrates while the others wait, then find nothing pending.
 * - PostgreSQL: a transaction-scoped advisory lock, the lock connection's transaction held open
 *   while the migrations run. A session lock would outlive its transaction on a pooler's server
 *   connection (PgBouncer in transaction mode) and its unlock could reach another one.
 * - PGlite: every socket connection shares its single backend session, so advisory locks do not
 *   exclude anyone; a row in a lock table does (statements there run one at a time).
 */
export async function runMigrations(url: string, migrations: NamedMigration[]): Promise<string[]> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    const [{ version }] = (await lock.query<{ version: string }>('select version()')).rows;
    const release = version.includes('PGlite') ? await lockRow(lock) : await advisoryLock(lock);
    try {
      const orm = await MikroORM.init(createOrmOptions(url, migrations, { entities: [] }));
      try {
        const applied = await orm.getMigrator().up();
        return applied.map((m) => m.name);
      } finally {
        await orm.close(true);
      }
    } finally {
      await release();
    }
  } finally {
    await lock.end();
  }
}

async function advisoryLock(client: pg.Client): Promise<() => Promise<void>> {
  await client.query('begin');
  await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  return async () => {
    await client.query('commit').catch(() => undefined);
  };
}

async function lockRow(client: pg.Client): Promise<() => Promise<void>> {
  await client.query('create table if not exists migracion_lock (id int primary key, tomado_en timestamptz not null)');
  for (;;) {
    await client.query(`delete from migracion_lock where tomado_en < now() - interval '${LOCK_ABANDONADO_MS / 1000} seconds'`);
    const { rowCount } = await client.query('insert into migracion_lock (id, tomado_en) values (1, now()) on conflict (id) do nothing');
    if (rowCount === 1) break;
    await new Promise((resolve) => setTimeout(resolve, ESPERA_MS));
  }
  return async () => {
    await client.query('delete from migracion_lock where id = 1').catch(() => undefined);
  };
}
