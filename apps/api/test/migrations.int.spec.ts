import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runMigrations, startEmbeddedDatabase } from '@recepcion/platform';
import { allMigrations } from '../src/migrations';
import { enPostgres } from './support/base-de-datos';

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'event_store') order by 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

const expectedTables = ['event_store.checkpoints', 'event_store.events', 'event_store.processed_commands', 'public.log_cliente'];

describe('committed migrations on an empty database', () => {
  it('apply on a fresh embedded PGlite, and a second run finds nothing pending', async () => {
    const embedded = await startEmbeddedDatabase();
    try {
      const applied = await runMigrations(embedded.url, allMigrations);
      expect(applied).toEqual(allMigrations.map((m) => m.name));
      expect(await tablesOf(embedded.url)).toEqual(expect.arrayContaining(expectedTables));
      expect(await runMigrations(embedded.url, allMigrations)).toEqual([]);
    } finally {
      await embedded.stop();
    }
  });

  // Needs a PostgreSQL server to create a database on: skipped on the embedded default, where the
  // case above already covers the empty database.
  (enPostgres ? it : it.skip)('apply on a fresh PostgreSQL database (DATABASE_URL is a PostgreSQL server)', async () => {
    const adminUrl = process.env.DATABASE_URL as string;
    const name = `recepcion_mig_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const applied = await runMigrations(url.toString(), allMigrations);
      expect(applied).toEqual(allMigrations.map((m) => m.name));
      expect(await tablesOf(url.toString())).toEqual(expect.arrayContaining(expectedTables));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
