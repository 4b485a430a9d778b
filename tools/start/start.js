#!/usr/bin/env node
// `npm start`: build whatever is missing or stale (Nx caches the rest), then run one API process
// that serves the UI, the API and the live channel on port 3000 (PORT), on the embedded database
// unless DATABASE_URL is set.
const { spawnSync, spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };

process.stdout.write('Preparando Recepción (compilando lo que falte)...\n');
const build = spawnSync(process.execPath, [require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (build.status !== 0) {
  process.stdout.write(build.stdout?.toString() ?? '');
  process.stderr.write('La compilación falló.\n');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
