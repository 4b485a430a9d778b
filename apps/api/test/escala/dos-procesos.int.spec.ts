import { enPostgres } from '../support/base-de-datos';
import { probarDosProcesos } from '../support/pruebas-dos-procesos';

// Straight to PostgreSQL. PostgreSQL only (the embedded PGlite serves one process) and only with Redis.
const describeDosProcesos = enPostgres && process.env.REDIS_URL ? describe : describe.skip;

describeDosProcesos('two API processes on one PostgreSQL and Redis behind a round-robin proxy (needs DATABASE_URL and REDIS_URL)', () => {
  probarDosProcesos(async () => ({ env: {}, detener: async () => undefined }));
});
