// One database for the whole jest run: the real one when DATABASE_URL is set, otherwise one
// in-memory PGlite served on a local port (PGlite start-up costs ~2 s and ~230 MB; share it).
const { startEmbeddedDatabase } = require('../../modules/platform/src/database/embedded-database');

module.exports = async function globalSetup() {
  // Tests sign up hundreds of users: cheap argon2id parameters (test-only, see README).
  process.env.ARGON2_COSTE ??= 'bajo';
  if (process.env.DATABASE_URL) return;
  const embedded = await startEmbeddedDatabase();
  globalThis.__RECEPCION_TEST_DB__ = embedded;
  process.env.DATABASE_URL = embedded.url;
  // Tests that need two transactions open at once (PGlite serves one session) run only on PostgreSQL.
  process.env.RECEPCION_DB_EMBEBIDA = '1';
};
