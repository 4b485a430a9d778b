import pg from 'pg';
import { binarioPgbouncer, iniciarPgbouncer, type PgbouncerEnMarcha } from '../support/pgbouncer';
import { enPostgres } from '../support/base-de-datos';
import { probarDosProcesos } from '../support/pruebas-dos-procesos';

// The same two-process checks with PgBouncer in transaction pooling mode between the API processes
// and PostgreSQL: a process's transactions land on whichever server connection is free, so
// nothing may lean on a session (named statements before PgBouncer 1.21, session locks, SET).
// Runs where the real services are (DATABASE_URL, REDIS_URL) and the pgbouncer binary is installed.
const describePgbouncer = enPostgres && process.env.REDIS_URL && binarioPgbouncer() ? describe : describe.skip;

const databaseUrl = process.env.DATABASE_URL ?? '';

describePgbouncer('two API processes through PgBouncer in transaction mode (needs DATABASE_URL, REDIS_URL and pgbouncer)', () => {
  let pgbouncer: PgbouncerEnMarcha;

  probarDosProcesos(async () => {
    // Fewer server connections than the two processes' pools: transactions must share them.
    pgbouncer = await iniciarPgbouncer(databaseUrl, { tamano: 6 });
    return { env: { DATABASE_URL: pgbouncer.url(databaseUrl), DATABASE_SENTENCIAS: pgbouncer.sentencias, DATABASE_POOL_MAX: '8' }, detener: () => pgbouncer.detener() };
  });

  it('every request went through PgBouncer, its server connections shared by both processes', async () => {
    const consola = new pg.Client({ connectionString: pgbouncer.url(databaseUrl).replace(/\/[^/?]*(\?|$)/, '/pgbouncer$1') });
    await consola.connect();
    try {
      const { rows } = await consola.query<{ database: string; total_xact_count: string }>('show stats');
      const base = new URL(databaseUrl).pathname.slice(1);
      const transacciones = Number(rows.find((f) => f.database === base)?.total_xact_count ?? 0);
      // Sign-ups, sessions, reads and well over a hundred creates.
      expect(transacciones).toBeGreaterThan(200);
      const servidores = (await consola.query<{ database: string }>('show servers')).rows.filter((f) => f.database === base);
      expect(servidores.length).toBeLessThanOrEqual(6);
    } finally {
      await consola.end();
    }
  });
});
