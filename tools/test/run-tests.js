#!/usr/bin/env node
// `npm test`: build (browser tests drive the built product), then every jest project in one run.
// `npm test -- --solo-base-de-datos`: only the tests that touch the database (SOLO_BASE_DE_DATOS
// below), without the build; CI runs them a second time on the embedded default.
// Ends with a plain `N passed, N failed` line. Other arguments go to jest.
const { spawnSync } = require('node:child_process');
const { mkdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

// The tests that touch the database: the API's (apps/api/test/**/*.e2e.spec.ts, each starts the
// API on the run's database) and the integration specs anywhere (*.int.spec.ts). The others (unit,
// component, pure domain) do not depend on the database; the browser tests run with everything.
const SOLO_BASE_DE_DATOS = ['/apps/api/test/.+\\.e2e\\.spec\\.ts$', '\\.int\\.spec\\.ts$'];

const root = path.resolve(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };
const run = (args) => spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });

const soloBaseDeDatos = process.argv.includes('--solo-base-de-datos');
const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--solo-base-de-datos');

if (!soloBaseDeDatos) {
  const build = run([require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static']);
  if (build.status !== 0) {
    process.stdout.write('0 passed, 1 failed\n');
    process.exit(1);
  }
}

const resultsFile = path.join(root, 'tmp/jest-results.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });
rmSync(resultsFile, { force: true });
const jest = run([
  require.resolve('jest/bin/jest'),
  '--ci',
  '--json',
  `--outputFile=${resultsFile}`,
  ...(soloBaseDeDatos ? SOLO_BASE_DE_DATOS : []),
  ...jestArgs,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  skipped = results.numPendingTests;
} catch {
  failed = 1;
}
if (jest.status !== 0 && failed === 0) failed = 1;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embebido';
const alcance = soloBaseDeDatos ? 'solo las que usan la base de datos' : 'todas';
process.stdout.write(
  `\nPruebas: ${alcance}. Base de datos: ${database}. Omitidas: ${skipped}.\n${passed} passed, ${failed} failed\n`,
);
process.exit(failed === 0 ? 0 : 1);
