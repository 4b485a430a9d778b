import { SesionesEnCache } from './sesiones-en-cache';
import type { SesionActiva, SessionResolver } from './session-resolver';

const sesion = (token: string, userId = 5): SesionActiva => ({ sessionId: `hash-${token}`, hotelId: 1, userId, esOperador: false, tipoUsuario: 'AD' });

function origen(): SessionResolver & { llamadas: string[]; abiertas: Map<string, SesionActiva> } {
  const abiertas = new Map<string, SesionActiva>();
  const llamadas: string[] = [];
  return {
    llamadas,
    abiertas,
    resolver: async (cookie) => {
      llamadas.push(String(cookie));
      const s = cookie ? abiertas.get(cookie) : undefined;
      return s ? { ...s, renovarCookie: { valor: cookie! } } : null;
    },
    vigentes: async (ids) => [...abiertas.values()].filter((s) => ids.includes(s.sessionId)),
  };
}

const en = (ms: number) => new Date(Date.UTC(2027, 0, 1) + ms);

describe('SesionesEnCache', () => {
  it('answers a session resolved within its validity without asking, and sends the cookie only on the request that slid it', async () => {
    const o = origen();
    o.abiertas.set('a', sesion('a'));
    const cache = new SesionesEnCache(o, 2000);
    expect((await cache.resolver('a', en(0)))?.renovarCookie).toEqual({ valor: 'a' });
    expect(await cache.resolver('a', en(1999))).toEqual(sesion('a'));
    expect(o.llamadas).toEqual(['a']);
    await cache.resolver('a', en(2000));
    // A clock set back (tests) asks again too.
    await cache.resolver('a', en(-1));
    expect(o.llamadas).toEqual(['a', 'a', 'a']);
  });

  it('tells at once, without a lookup, the session it keeps for a cookie, and nothing once it expired or was closed', async () => {
    const o = origen();
    o.abiertas.set('a', sesion('a'));
    const cache = new SesionesEnCache(o, 2000);
    expect(cache.guardada('a', en(0))).toBeUndefined();
    await cache.resolver('a', en(0));
    expect(cache.guardada('a', en(1999))).toEqual(sesion('a'));
    expect(cache.guardada('a', en(2000))).toBeUndefined();
    cache.cerradas(['hash-a']);
    expect(cache.guardada('a', en(1))).toBeUndefined();
    expect(o.llamadas).toEqual(['a']);
  });

  it('asks again at once for a closed session, and for the sessions of a user whose access or type changed', async () => {
    const o = origen();
    o.abiertas.set('a', sesion('a', 5));
    o.abiertas.set('b', sesion('b', 5));
    o.abiertas.set('c', sesion('c', 6));
    const cache = new SesionesEnCache(o, 60_000);
    for (const t of ['a', 'b', 'c']) await cache.resolver(t, en(0));
    o.abiertas.delete('a');
    cache.cerradas(['hash-a']);
    expect(await cache.resolver('a', en(1))).toBeNull();
    o.abiertas.set('b', { ...sesion('b', 5), tipoUsuario: 'CO' });
    cache.modificadas([5]);
    expect((await cache.resolver('b', en(1)))?.tipoUsuario).toBe('CO');
    expect(o.llamadas).toEqual(['a', 'b', 'c', 'a', 'b']);
    cache.modificadas(null);
    await cache.resolver('c', en(2));
    expect(o.llamadas.at(-1)).toBe('c');
  });

  it('never keeps an unknown cookie, nor anything without a validity', async () => {
    const o = origen();
    const cache = new SesionesEnCache(o, 0);
    expect(await cache.resolver('x', en(0))).toBeNull();
    o.abiertas.set('x', sesion('x'));
    expect(await cache.resolver('x', en(0))).not.toBeNull();
    await cache.resolver('x', en(0));
    expect(o.llamadas).toEqual(['x', 'x', 'x']);
  });

  it('shares one lookup among the requests of a session that arrive together, and keeps none that a change overtook', async () => {
    const o = origen();
    o.abiertas.set('a', sesion('a', 5));
    let soltar: () => void = () => undefined;
    const lenta: SessionResolver = {
      // Reads at once, answers when let go: what it read may be old by then.
      resolver: async (cookie, now) => {
        const leida = await o.resolver(cookie, now);
        await new Promise<void>((resolve) => (soltar = resolve));
        return leida;
      },
      vigentes: o.vigentes,
    };
    const cache = new SesionesEnCache(lenta, 60_000);
    const juntas = [cache.resolver('a', en(0)), cache.resolver('a', en(0)), cache.resolver('a', en(1))];
    await new Promise((resolve) => setImmediate(resolve));
    soltar();
    expect((await Promise.all(juntas)).map((s) => s?.userId)).toEqual([5, 5, 5]);
    expect(o.llamadas).toEqual(['a']);

    cache.modificadas([5]);
    const antes = cache.resolver('a', en(2));
    await new Promise((resolve) => setImmediate(resolve));
    o.abiertas.set('a', { ...sesion('a', 5), tipoUsuario: 'CO' });
    cache.modificadas([5]);
    soltar();
    expect((await antes)?.tipoUsuario).toBe('AD');
    const despues = cache.resolver('a', en(3));
    await new Promise((resolve) => setImmediate(resolve));
    soltar();
    expect((await despues)?.tipoUsuario).toBe('CO');
  });
});
