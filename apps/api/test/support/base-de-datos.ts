/**
 * Whether the run's database is a PostgreSQL server (DATABASE_URL set) rather than the embedded
 * PGlite that tools/test/global-setup.js starts when it is not. Known before any test runs, so a
 * test that proves something only on PostgreSQL is skipped, and reported as skipped, elsewhere.
 */
export const enPostgres = !process.env.RECEPCION_DB_EMBEBIDA;
