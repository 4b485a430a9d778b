import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { ContadoresDeLimites } from './limite-solicitudes';

/** A Redis that counts like the Lua script, and that the test takes down, brings back or hangs. */
function redisFalso() {
  const cuentas = new Map<string, number>();
  const falso = Object.assign(new EventEmitter(), {
    status: 'ready',
    colgado: false,
    llamadas: 0,
    defineCommand: () => undefined,
    limiteIncrementar: (clave: string, ventanaMs: number): Promise<[number, number]> => {
      falso.llamadas++;
      if (falso.colgado) return new Promise(() => undefined);
      const n = (cuentas.get(clave) ?? 0) + 1;
      cuentas.set(clave, n);
      return Promise.resolve([n, ventanaMs]);
    },
    cuentas,
  });
  return falso;
}

describe('ContadoresDeLimites', () => {
  it('without Redis counts in this process, window by window', async () => {
    let ahora = 0;
    const c = new ContadoresDeLimites(undefined, 'p-', () => ahora);
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(1);
    expect(await c.incrementar('login|1.2.3.4', 60_000)).toEqual({ current: 2, ttl: 60_000 });
    expect((await c.incrementar('login|5.6.7.8', 60_000)).current).toBe(1);
    ahora = 60_000;
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(1);
  });

  it('takes the shared count from Redis, and never counts below it', async () => {
    const redis = redisFalso();
    const c = new ContadoresDeLimites(redis as unknown as Redis, 'p-', () => 0);
    // Another process counted 7 already.
    redis.cuentas.set('p-login|1.2.3.4', 7);
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(8);
    // Redis lost its keys (restarted): this process remembers more.
    redis.cuentas.clear();
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(9);
  });

  it('goes on from the last count it knew while Redis is down, asking it nothing', async () => {
    const redis = redisFalso();
    const c = new ContadoresDeLimites(redis as unknown as Redis, 'p-', () => 0);
    redis.cuentas.set('p-login|1.2.3.4', 19);
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(20);
    redis.status = 'reconnecting';
    const llamadas = redis.llamadas;
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(21);
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(22);
    expect(redis.llamadas).toBe(llamadas);
  });

  it('does not wait for a Redis that does not answer: it counts here after a moment', async () => {
    const redis = redisFalso();
    redis.colgado = true;
    const c = new ContadoresDeLimites(redis as unknown as Redis, 'p-');
    const desde = Date.now();
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(1);
    expect(Date.now() - desde).toBeLessThan(2_000);
  });

  it('waits a moment for a Redis still making its first connection, and counts there with the other processes', async () => {
    const redis = redisFalso();
    redis.status = 'connecting';
    redis.cuentas.set('p-login|1.2.3.4', 7);
    const c = new ContadoresDeLimites(redis as unknown as Redis, 'p-');
    const cuenta = c.incrementar('login|1.2.3.4', 60_000);
    setTimeout(() => {
      redis.status = 'ready';
      redis.emit('ready');
    }, 20);
    expect((await cuenta).current).toBe(8);
  });

  it('does not wait for Redis during an outage, once it had connected', async () => {
    const redis = redisFalso();
    const c = new ContadoresDeLimites(redis as unknown as Redis, 'p-');
    redis.status = 'connecting';
    const desde = Date.now();
    expect((await c.incrementar('login|1.2.3.4', 60_000)).current).toBe(1);
    expect(Date.now() - desde).toBeLessThan(100);
    expect(redis.llamadas).toBe(0);
  });
});
