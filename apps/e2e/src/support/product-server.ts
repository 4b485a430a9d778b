import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(WORKSPACE_ROOT, 'apps/api/dist/main.js');
const CLI = path.join(WORKSPACE_ROOT, 'apps/api/dist/cli.js');
const UI_INDEX = path.join(WORKSPACE_ROOT, 'dist/web/index.html');
// A busy machine (two cores shared with builds) needs more than a minute to migrate a new embedded
// database and start; a quiet one takes seconds, so only a real hang waits this long.
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ProductServer {
  baseUrl: string;
  /** The domain the server writes into index.html (document titles end with it). */
  productDomain: string;
  url(pathname: string): string;
  stop(): Promise<void>;
}

/**
 * The run's product server, which global-setup.ts started once for every browser test file
 * (its address is in E2E_BASE_URL; set it yourself to test a server you started).
 */
export function runningProductServer(): ProductServer {
  const baseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest (apps/e2e/jest.config.js starts the server).');
  return serverHandle(baseUrl, process.env.E2E_PRODUCT_DOMAIN ?? 'recepcion.app', async () => undefined);
}

/** Fails with the command to run when the API or the UI is not built. */
export function assertBuilt(): void {
  for (const [file, what] of [
    [MAIN, 'the API'],
    [CLI, 'the API'],
    [UI_INDEX, 'the web UI'],
  ]) {
    if (!existsSync(file)) throw new Error(`${what} is not built (${file} is missing): run \`npm run build\` first.`);
  }
}

/** `npm run cli -- <args>` of the built API with `env`; rejects with its output when it fails. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), HEALTH_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`cli ${args[0]} exited with code ${code}:\n${output}`));
    });
  });
}

/**
 * Starts the real product (`node apps/api/dist/main.js`) on a free port and waits for
 * `GET /api/health`. `env` is its whole environment; without DATABASE_URL it keeps an embedded
 * database in `dataDir` (a fresh temporary folder when not given, removed on stop).
 */
export async function startProductServer(env: NodeJS.ProcessEnv, dataDir?: string): Promise<ProductServer> {
  assertBuilt();
  const port = await freePort();
  const ownDataDir = dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'recepcion-e2e-'));
  // A namespace of its own on the shared Redis: the run's server and the files' own servers have
  // databases of their own with the same hotel ids, and one's live changes must not reach another's browsers.
  const childEnv: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn', RATE_LIMIT_NAMESPACE: `e2e-${randomUUID()}-`, ...env, PORT: String(port), DATA_DIR: dataDir ?? ownDataDir };
  const child = spawn(process.execPath, [MAIN], { cwd: WORKSPACE_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });

  const output: string[] = [];
  // Its errors (pino levels 50 and 60: a 5xx among them) are printed when it stops, so that a
  // browser test's "status of 500" can be read with the server's reason beside it.
  const errores: string[] = [];
  // One per stream: a line split across two chunks is joined with its own stream's rest.
  const guardar = () => {
    let resto = '';
    return (chunk: Buffer) => {
      const texto = chunk.toString();
      output.push(texto);
      if (output.length > 200) output.shift();
      const lineas = (resto + texto).split('\n');
      resto = lineas.pop() ?? '';
      for (const linea of lineas) if (/"level":(50|60)\b/.test(linea) && errores.length < 100) errores.push(linea);
    };
  };
  child.stdout?.on('data', guardar());
  child.stderr?.on('data', guardar());

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    if (errores.length > 0) process.stderr.write(`The product server at ${baseUrl} logged ${errores.length} error(s):\n${errores.join('\n')}\n`);
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output.join(''));
  } catch (error) {
    await stop();
    throw error;
  }
  return serverHandle(baseUrl, childEnv.PRODUCT_DOMAIN ?? 'recepcion.app', stop);
}

function serverHandle(baseUrl: string, productDomain: string, stop: () => Promise<void>): ProductServer {
  return { baseUrl, productDomain, url: (pathname) => `${baseUrl}${pathname}`, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The product server exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
