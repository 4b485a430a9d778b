import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const RAIZ = path.resolve(__dirname, '../../../..');
const MAIN = path.join(RAIZ, 'apps/api/dist/main.js');

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now. */
export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built API (`node apps/api/dist/main.js`) as a process of its own on the run's database, as
 * `npm start` runs each of its processes: no demo data, and `env` on top of the test's environment.
 */
export class ProcesoApi {
  private hijo?: ChildProcess;
  private salida: string[] = [];

  private constructor(
    readonly puerto: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** A process on a free port, started. */
  static async iniciar(env: NodeJS.ProcessEnv = {}): Promise<ProcesoApi> {
    const proceso = await ProcesoApi.preparar(env);
    await proceso.arrancar();
    return proceso;
  }

  /** A free port and the environment, not started yet: `arrancar` starts it, again after `matar`, on the same port. */
  static async preparar(env: NodeJS.ProcessEnv = {}): Promise<ProcesoApi> {
    if (!existsSync(MAIN)) throw new Error(`La API no está compilada (falta ${MAIN}): ejecute \`npx nx run-many -t build\` (npm test compila antes de las pruebas).`);
    return new ProcesoApi(await puertoLibre(), env);
  }

  get url(): string {
    return `http://127.0.0.1:${this.puerto}`;
  }

  async arrancar(): Promise<void> {
    const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...this.env, PORT: String(this.puerto), HOST: '127.0.0.1' };
    const hijo = spawn(process.execPath, [MAIN], { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.hijo = hijo;
    const guardar = (parte: Buffer) => {
      this.salida.push(parte.toString());
      if (this.salida.length > 100) this.salida.shift();
    };
    hijo.stdout?.on('data', guardar);
    hijo.stderr?.on('data', guardar);
    const hasta = Date.now() + 40_000;
    while (Date.now() < hasta) {
      if (hijo.exitCode !== null) throw new Error(`La API terminó con código ${hijo.exitCode} antes de responder:\n${this.salida.join('')}`);
      try {
        if ((await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
      } catch {
        // not listening yet
      }
      await esperar(100);
    }
    await this.detener();
    throw new Error(`GET /api/health no respondió 200 en 40 s:\n${this.salida.join('')}`);
  }

  /** What the process wrote last (for a failing test's message). */
  get ultimaSalida(): string {
    return this.salida.join('');
  }

  /** SIGKILL, as a power cut or the OOM killer would: no shutdown hook, no draining. */
  async matar(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salio = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
    hijo.kill('SIGKILL');
    await salio;
  }

  /** A clean stop (SIGTERM), SIGKILL after 10 s. */
  async detener(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salio = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
    hijo.kill('SIGTERM');
    const plazo = setTimeout(() => hijo.kill('SIGKILL'), 10_000);
    await salio;
    clearTimeout(plazo);
  }
}
