import { RespuestaJsonComprimida } from '@recepcion/platform';
import { VentanasEnCache, VIGENCIA_VENTANA_MS } from './ventanas-en-cache';

describe('VentanasEnCache', () => {
  let ahora = 0;
  let lecturas = 0;
  const leer = async () => new RespuestaJsonComprimida({ lectura: ++lecturas });
  const cache = new VentanasEnCache(() => ahora);

  it('reads a window again when its version changes, when a notice arrives, and when it is old', async () => {
    const a = await cache.obtener('1/2027-08-01/31', `7/${cache.avisosDe(1)}`, leer);
    expect(await cache.obtener('1/2027-08-01/31', `7/${cache.avisosDe(1)}`, leer)).toBe(a);
    const b = await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer);
    expect(b).not.toBe(a);
    cache.cambio(2);
    expect(await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer)).toBe(b);
    cache.cambio(1);
    const c = await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer);
    expect(c).not.toBe(b);
    cache.cambio(null);
    const d = await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer);
    expect(d).not.toBe(c);
    ahora += VIGENCIA_VENTANA_MS + 1;
    expect(await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer)).not.toBe(d);
    const e = await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer);
    expect(await cache.obtener('1/2027-08-01/31', `8/${cache.avisosDe(1)}`, leer, true)).not.toBe(e);
  });

  it('shares one read among concurrent requests, and keeps no failed one', async () => {
    const antes = lecturas;
    const [x, y] = await Promise.all([cache.obtener('3/2027-08-01/31', '1', leer), cache.obtener('3/2027-08-01/31', '1', leer)]);
    expect(x).toBe(y);
    expect(lecturas).toBe(antes + 1);
    await expect(cache.obtener('4/2027-08-01/31', '1', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.obtener('4/2027-08-01/31', '1', leer)).toBeInstanceOf(RespuestaJsonComprimida);
  });
});
