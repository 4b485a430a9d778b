import { randomUUID } from 'node:crypto';
import { readAppConfig } from '../config/app-config';
import type Redis from 'ioredis';
import { AVISOS_INTERRUMPIDOS, AvisosEntreProcesos } from './avisos-entre-procesos';

// Two instances stand for two API processes. Through Redis only when REDIS_URL is set (CI).
const redisUrl = process.env.REDIS_URL;
const conRedis = redisUrl ? it : it.skip;

const instancia = (namespace: string, conUrl = true) => new AvisosEntreProcesos({ ...readAppConfig({}), redisUrl: conUrl ? redisUrl : undefined, rateLimitNamespace: namespace });

async function hasta(condicion: () => boolean, ms = 5000): Promise<void> {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error('sin aviso');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('AvisosEntreProcesos', () => {
  it('delivers a notice at once to the listeners of its type in this process', () => {
    const avisos = instancia('local-', false);
    const recibidos: unknown[] = [];
    const dejar = avisos.escuchar('sesiones', (d) => recibidos.push(d));
    avisos.escuchar('otro', () => recibidos.push('otro'));
    avisos.avisar('sesiones', ['a']);
    dejar();
    avisos.avisar('sesiones', ['b']);
    expect(recibidos).toEqual([['a']]);
  });

  conRedis('delivers it to the other processes of the same installation once, and to none of another', async () => {
    const namespace = `prueba-${randomUUID()}-`;
    const [a, b, ajeno] = [instancia(namespace), instancia(namespace), instancia(`otra-${namespace}`)];
    try {
      const enA: unknown[] = [];
      const enB: unknown[] = [];
      const enAjeno: unknown[] = [];
      a.escuchar('referencias', (d) => enA.push(d));
      b.escuchar('referencias', (d) => enB.push(d));
      ajeno.escuchar('referencias', (d) => enAjeno.push(d));
      // The subscriptions are asynchronous: repeat until the other one hears.
      let enviados = 0;
      await hasta(() => {
        if (enB.length === 0) {
          a.avisar('referencias', 7);
          enviados++;
        }
        return enB.length > 0;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(new Set(enB)).toEqual(new Set([7]));
      // Its own notices come back from Redis and are not delivered twice.
      expect(enA).toEqual(Array.from({ length: enviados }, () => 7));
      expect(enAjeno).toEqual([]);
    } finally {
      await Promise.all([a, b, ajeno].map((x) => x.onModuleDestroy()));
    }
  });

  conRedis('delivers the notices given in one turn to the other process, all and in order', async () => {
    const namespace = `prueba-${randomUUID()}-`;
    const [a, b] = [instancia(namespace), instancia(namespace)];
    try {
      const enB: unknown[] = [];
      b.escuchar('referencias', (d) => enB.push(d));
      b.escuchar('ventanas', (d) => enB.push(`v${String(d)}`));
      // Wait until b hears a first notice: its subscription is asynchronous.
      await hasta(() => {
        if (enB.length === 0) a.avisar('referencias', 0);
        return enB.length > 0;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      enB.length = 0;
      a.avisar('referencias', 1);
      a.avisar('ventanas', 2);
      a.avisar('referencias', 3);
      await hasta(() => enB.length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(enB).toEqual([1, 'v2', 3]);
    } finally {
      await Promise.all([a, b].map((x) => x.onModuleDestroy()));
    }
  });

  conRedis('tells the other processes that notices were lost when it could not publish for a while', async () => {
    const namespace = `prueba-${randomUUID()}-`;
    const [a, b] = [instancia(namespace), instancia(namespace)];
    try {
      const enB: unknown[] = [];
      b.escuchar('referencias', (d) => enB.push(d));
      b.escuchar(AVISOS_INTERRUMPIDOS, (d) => enB.push(d));
      await hasta(() => {
        if (enB.length === 0) a.avisar('referencias', 0);
        return enB.length > 0;
      });
      await hasta(() => a.conectado && b.conectado);
      enB.length = 0;
      // a's connection for publishing drops (as a network cut would): what it says meanwhile is lost.
      const pub = (a as unknown as { pub: Redis }).pub;
      pub.stream.destroy();
      await hasta(() => pub.status !== 'ready');
      a.avisar('referencias', 'perdido');
      await hasta(() => a.conectado);
      a.avisar('referencias', 'después');
      await hasta(() => enB.includes('después'));
      expect(enB).toEqual([{ origen: 'publicacion' }, 'después']);
    } finally {
      await Promise.all([a, b].map((x) => x.onModuleDestroy()));
    }
  });
});
