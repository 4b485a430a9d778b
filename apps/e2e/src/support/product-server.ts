import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(WORKSPACE_ROOT, 'apps/api/dist/main.js');
const UI_INDEX = path.join(WORKSPACE_ROOT, 'dist/web/index.html');
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ProductServer {
  baseUrl: string;
  /** The domain the server writes into index.html (document titles end with it). */
  productDomain: string;
  url(pathname: string): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server (PRODUCT_DOMAIN...). DATABASE_URL is inherited. */
  env?: Record<string, string>;
}

/**
 * Starts the real product (`node apps/api/dist/main.js`) on a free port over a fresh data folder
 * and waits for `GET /api/health`. With `E2E_BASE_URL` set, uses that server instead.
 */
export async function startProductServer(options: StartOptions = {}): Promise<ProductServer> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseUrl = external.replace(/\/+$/, '');
    await waitForHealth(baseUrl, undefined, () => '');
    return serverHandle(baseUrl, process.env.E2E_PRODUCT_DOMAIN ?? 'recepcion.app', async () => undefined);
  }

  for (const [file, what] of [
    [MAIN, 'the API'],
    [UI_INDEX, 'the web UI'],
  ]) {
    if (!existsSync(file)) throw new Error(`${what} is not built (${file} is missing): run \`npm run build\` first.`);
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env };
  const child = spawn(process.execPath, [MAIN], { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });

  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output.join(''));
  } catch (error) {
    await stop();
    throw error;
  }
  return serverHandle(baseUrl, env.PRODUCT_DOMAIN ?? 'recepcion.app', stop);
}

function serverHandle(baseUrl: string, productDomain: string, stop: () => Promise<void>): ProductServer {
  return { baseUrl, productDomain, url: (pathname) => `${baseUrl}${pathname}`, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess | undefined, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
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
