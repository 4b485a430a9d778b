import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { puertoLibre } from './proceso-api';

const REDIS_SERVER = '/usr/bin/redis-server';

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something answers a Redis PING on the port. */
async function responde(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(puerto, '127.0.0.1');
    const fin = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => fin(false));
    s.once('error', () => fin(false));
    s.once('connect', () => s.write('PING\r\n'));
    s.once('data', (d) => fin(d.toString().startsWith('+PONG')));
  });
}

/**
 * A Redis the test may stop and start again on the same port, never the shared one: a throwaway
 * `redis-server` (no persistence) when the binary exists, else a TCP proxy in front of REDIS_URL
 * that the test cuts (every connection dropped, the port closed) and opens again. Null when neither
 * is possible (no binary and no REDIS_URL).
 */
export abstract class RedisDesechable {
  protected constructor(readonly puerto: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.puerto}`;
  }

  /** Prepared on a free port, not started. */
  static async preparar(): Promise<RedisDesechable | null> {
    const puerto = await puertoLibre();
    if (existsSync(REDIS_SERVER)) return new ServidorRedis(puerto);
    const destino = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : null;
    return destino ? new ProxyRedis(puerto, destino.hostname, Number(destino.port || 6379)) : null;
  }

  abstract iniciar(): Promise<void>;
  abstract detener(): Promise<void>;
}

class ServidorRedis extends RedisDesechable {
  private hijo?: ChildProcess;

  constructor(puerto: number) {
    super(puerto);
  }

  async iniciar(): Promise<void> {
    this.hijo = spawn(REDIS_SERVER, ['--port', String(this.puerto), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await responde(this.puerto)) return;
      await esperar(50);
    }
    throw new Error(`redis-server no respondió en el puerto ${this.puerto}`);
  }

  async detener(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salio = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
    hijo.kill('SIGKILL');
    await salio;
  }
}

class ProxyRedis extends RedisDesechable {
  private servidor?: net.Server;
  private readonly conexiones = new Set<net.Socket>();

  constructor(
    puerto: number,
    private readonly host: string,
    private readonly puertoDestino: number,
  ) {
    super(puerto);
  }

  async iniciar(): Promise<void> {
    const servidor = net.createServer((entrante) => {
      const saliente = net.connect(this.puertoDestino, this.host);
      for (const s of [entrante, saliente]) {
        this.conexiones.add(s);
        s.once('close', () => this.conexiones.delete(s));
        s.on('error', () => undefined);
      }
      entrante.pipe(saliente).pipe(entrante);
      entrante.once('close', () => saliente.destroy());
      saliente.once('close', () => entrante.destroy());
    });
    this.servidor = servidor;
    await new Promise<void>((resolve) => servidor.listen(this.puerto, '127.0.0.1', resolve));
  }

  async detener(): Promise<void> {
    const servidor = this.servidor;
    if (!servidor) return;
    this.servidor = undefined;
    const cerrado = new Promise<void>((resolve) => servidor.close(() => resolve()));
    for (const s of this.conexiones) s.destroy();
    await cerrado;
  }
}
