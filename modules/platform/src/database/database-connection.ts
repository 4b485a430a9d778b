import pg from 'pg';
import { startEmbeddedDatabase } from './embedded-database';

export type DatabaseKind = 'postgresql' | 'pglite';

/**
 * `con-nombre`: named prepared statements, each parsed once per connection. `sin-nombre`: unnamed
 * only, for PgBouncer before 1.21 in transaction mode, where a connection's next transaction may
 * run on another server connection that never saw the name.
 */
export type ModoSentencias = 'con-nombre' | 'sin-nombre';

/** Whether SQL to this database goes as named prepared statements: a PostgreSQL server, unless `sin-nombre`. */
export const nombraSentencias = (database: Pick<DatabaseConnection, 'kind' | 'sentencias'> | undefined): boolean =>
  database?.kind === 'postgresql' && database.sentencias !== 'sin-nombre';

export interface DatabaseConnection {
  url: string;
  /** What actually answers on `url`: a PostgreSQL server or embedded PGlite. */
  kind: DatabaseKind;
  /** PGlite started by this process: its one session serves this process's connections only. */
  enEsteProceso?: boolean;
  /** Unset: `con-nombre`. */
  sentencias?: ModoSentencias;
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` set: that PostgreSQL. Not set: embedded PGlite with its files in `dataDir`.
 * Everything after this point uses the URL, whichever it is.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; sentencias?: ModoSentencias }): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, kind: await detectKind(options.databaseUrl), sentencias: options.sentencias, close: async () => undefined };
  }
  const embedded = await startEmbeddedDatabase(options.dataDir);
  return { url: embedded.url, kind: 'pglite', enEsteProceso: true, close: () => embedded.stop() };
}

/** PGlite says so in `version()`; tests reach a shared PGlite through a URL too. */
export async function detectKind(url: string): Promise<DatabaseKind> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0].version.includes('PGlite') ? 'pglite' : 'postgresql';
  } finally {
    await client.end();
  }
}
