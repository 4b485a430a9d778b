import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * tools/bench/pgbouncer.js, the one PgBouncer starter of the tests and the benchmarks (a plain
 * script there, so the benchmarks need no build), with its types.
 */
const herramienta = createRequire(__filename)(path.resolve(__dirname, '../../../../tools/bench/pgbouncer.js')) as typeof import('../../../../tools/bench/pgbouncer');

export type PgbouncerEnMarcha = Awaited<ReturnType<typeof herramienta.iniciarPgbouncer>>;
export const { binarioPgbouncer, iniciarPgbouncer } = herramienta;
