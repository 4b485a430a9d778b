import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { instalarLotesPorConexion } from './lotes-por-conexion';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Connections the socket accepts; keep it above the ORM pool size (see notes: resets otherwise). */
export const EMBEDDED_MAX_CONNECTIONS = 32;

/**
 * Starts PGlite in this process and serves it over the PostgreSQL wire protocol on a local port,
 * so the same `pg`/MikroORM code runs on it as on a real server. `dataDir` undefined = in memory.
 */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  // Dynamic imports: these packages are only needed (and only loaded) without DATABASE_URL.
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');

  let storage: string | undefined;
  if (dataDir) {
    storage = path.join(dataDir, 'pglite');
    mkdirSync(storage, { recursive: true });
  }
  const db = await PGliteClass.create(storage ?? 'memory://', { extensions: { btree_gist, unaccent } });
  await db.exec('create extension if not exists btree_gist; create extension if not exists unaccent;');

  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  // One connection's Parse/Bind/Execute/Sync must not interleave with another's (one PGlite session).
  instalarLotesPorConexion(server);
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
