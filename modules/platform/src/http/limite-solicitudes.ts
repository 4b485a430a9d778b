import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { cerrarClienteRedis, clienteRedis } from '../cache/cliente-redis';

/** The counters this process keeps (one per route and address or value); the oldest go beyond it. */
const MAX_CONTADORES_LOCALES = 20_000;
/** How long a limited request waits for Redis before it counts here alone. */
const ESPERA_REDIS_MS = 500;

/** INCR with the window set on the first request of it (and on a key found without one). */
const INCREMENTAR = `
  local actual = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if actual == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {actual, ttl}
`;

interface Contador {
  actual: number;
  vence: number;
}

type RedisConLimite = Redis & { limiteIncrementar(clave: string, ventanaMs: number): Promise<[number, number]> };

/**
 * The rate limits' counters. Every request is counted in this process; with REDIS_URL it is counted
 * in Redis too, shared by every API process, and the count here never goes below what Redis last
 * said. So when Redis stops answering (down at start or later) the limits do not open: they go on
 * from the last count this process knew, counting here (with several processes each one counts its
 * own requests, so the limit holds per process at worst) until Redis answers again.
 */
export class ContadoresDeLimites {
  private readonly locales = new Map<string, Contador>();
  /** Until Redis first answers, a request waits for it a moment instead of counting here alone. */
  private conectadoAlgunaVez = false;

  constructor(
    private readonly redis?: Redis,
    private readonly prefijo = '',
    private readonly reloj: () => number = Date.now,
  ) {
    if (redis && !('limiteIncrementar' in redis)) redis.defineCommand('limiteIncrementar', { numberOfKeys: 1, lua: INCREMENTAR });
    if (redis?.status === 'ready') this.conectadoAlgunaVez = true;
    redis?.once('ready', () => (this.conectadoAlgunaVez = true));
  }

  /** One more request of `clave` in its window: the count so far and the time left of the window. */
  async incrementar(clave: string, ventanaMs: number): Promise<{ current: number; ttl: number }> {
    const local = this.contarAqui(clave, ventanaMs);
    const compartido = await this.contarEnRedis(clave, ventanaMs);
    if (compartido) {
      local.actual = Math.max(local.actual, compartido.actual);
      local.vence = Math.max(local.vence, this.reloj() + compartido.ttl);
    }
    return { current: local.actual, ttl: Math.max(0, local.vence - this.reloj()) };
  }

  /** The count without counting (this process's view). */
  leer(clave: string): { current: number; ttl: number } {
    const ahora = this.reloj();
    const local = this.locales.get(clave);
    return !local || local.vence <= ahora ? { current: 0, ttl: 0 } : { current: local.actual, ttl: local.vence - ahora };
  }

  private contarAqui(clave: string, ventanaMs: number): Contador {
    const ahora = this.reloj();
    let local = this.locales.get(clave);
    if (!local || local.vence <= ahora) {
      local = { actual: 0, vence: ahora + ventanaMs };
      this.locales.delete(clave);
      if (this.locales.size >= MAX_CONTADORES_LOCALES) this.podar(ahora);
      this.locales.set(clave, local);
    }
    local.actual++;
    return local;
  }

  private podar(ahora: number): void {
    for (const [clave, c] of this.locales) if (c.vence <= ahora) this.locales.delete(clave);
    // Still full: the oldest windows go (a Map keeps the order of insertion).
    for (const clave of this.locales.keys()) {
      if (this.locales.size < MAX_CONTADORES_LOCALES) break;
      this.locales.delete(clave);
    }
  }

  /**
   * Whether Redis can count now. A process just started, still making its first connection, waits
   * for it up to ESPERA_REDIS_MS (else its first requests would count only here, and two new
   * processes would each let a limit through twice); during an outage it does not wait.
   */
  private async redisListo(): Promise<boolean> {
    const redis = this.redis;
    if (!redis) return false;
    if (redis.status === 'ready') return true;
    if (this.conectadoAlgunaVez || (redis.status !== 'connecting' && redis.status !== 'connect')) return false;
    return new Promise<boolean>((resolve) => {
      const listo = () => {
        clearTimeout(espera);
        resolve(true);
      };
      const espera = setTimeout(() => {
        redis.off('ready', listo);
        resolve(false);
      }, ESPERA_REDIS_MS);
      redis.once('ready', listo);
    });
  }

  /** Null when Redis is not set, not connected, or does not answer in time. */
  private async contarEnRedis(clave: string, ventanaMs: number): Promise<{ actual: number; ttl: number } | null> {
    if (!(await this.redisListo())) return null;
    let espera: NodeJS.Timeout | undefined;
    try {
      const [actual, ttl] = await Promise.race([
        (this.redis as unknown as RedisConLimite).limiteIncrementar(this.prefijo + clave, ventanaMs),
        new Promise<never>((_, reject) => (espera = setTimeout(() => reject(new Error('Redis no respondió')), ESPERA_REDIS_MS))),
      ]);
      return { actual: Number(actual), ttl: Number(ttl) };
    } catch {
      return null;
    } finally {
      clearTimeout(espera);
    }
  }
}

/** @fastify/rate-limit's store interface over `ContadoresDeLimites`; each limiter (its max and window) counts apart. */
function almacenDe(contadores: ContadoresDeLimites) {
  return class AlmacenDeLimites {
    private readonly limitador: string;

    /** The plugin builds the first one with its settings; `child` gives each limiter its own. */
    constructor(limitador?: unknown) {
      this.limitador = typeof limitador === 'string' ? limitador : '';
    }

    incr(clave: string, cb: (error: Error | null, res?: { current: number; ttl: number }) => void, ventanaMs: number): void {
      contadores.incrementar(this.limitador + clave, ventanaMs).then(
        (res) => cb(null, res),
        (error: Error) => cb(error),
      );
    }

    read(clave: string, cb: (error: Error | null, res?: { current: number; ttl: number }) => void): void {
      cb(null, contadores.leer(this.limitador + clave));
    }

    child(opciones: { max?: unknown; timeWindow?: unknown }): AlmacenDeLimites {
      return new AlmacenDeLimites(`${String(opciones.max)}/${String(opciones.timeWindow)}|`);
    }
  };
}

/**
 * @fastify/rate-limit with no global limit: routes opt in through `@LimiteSolicitudes`
 * (RateLimitGuard). The counters are `ContadoresDeLimites`: shared through Redis when REDIS_URL is
 * set, and never open while Redis is down (see there; the outage is logged naming REDIS_URL). A
 * store failure refuses the request rather than letting it through. `prefijo` starts every Redis
 * key (installations sharing one Redis keep apart).
 */
export async function registrarLimiteSolicitudes(fastify: FastifyInstance, redisUrl?: string, prefijo = 'recepcion-limite-', logger?: Logger): Promise<void> {
  const redis = redisUrl
    ? clienteRedis(redisUrl, {
        uso: 'rate limits (shared counters)',
        sinRedis: 'are counted in each API process, going on from the last count it knew',
        logger,
        redis: { commandTimeout: ESPERA_REDIS_MS },
      })
    : undefined;
  if (redis) fastify.addHook('onClose', async () => cerrarClienteRedis(redis));
  const contadores = new ContadoresDeLimites(redis, prefijo);
  await fastify.register(fastifyRateLimit, { global: false, skipOnError: false, store: almacenDe(contadores) as never });
}
