#!/usr/bin/env node
// `npm test`: build (browser tests drive the built product), then every jest project in one run.
// Ends with a plain `N passed, N failed` line. Extra arguments go to jest.
const { spawnSync } = require('node:child_process');
const { mkdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };
const run = (args) => spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });

const build = run([require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static']);
if (build.status !== 0) {
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
}

const resultsFile = path.join(root, 'tmp/jest-results.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });
rmSync(resultsFile, { force: true });
const jest = run([require.resolve('jest/bin/jest'), '--ci', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
} catch {
  failed = 1;
}
if (jest.status !== 0 && failed === 0) failed = 1;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embebido';
process.stdout.write(`\nBase de datos de las pruebas: ${database}\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
