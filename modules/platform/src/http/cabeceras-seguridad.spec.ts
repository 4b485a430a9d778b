import Fastify, { type FastifyInstance } from 'fastify';
import { esArchivo, esLlamadaApi, registrarCabecerasSeguridad } from './cabeceras-seguridad';

describe('security headers', () => {
  let fastify: FastifyInstance;
  beforeAll(async () => {
    fastify = Fastify();
    await registrarCabecerasSeguridad(fastify, ["'sha256-abc='"]);
    fastify.get('/*', (_request, reply) => reply.send('ok'));
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  const cabeceras = async (url: string) => (await fastify.inject({ method: 'GET', url })).headers;

  it('a page (the API document\'s too) carries all of them: the CSP with the page\'s inline script, no framing', async () => {
    for (const url of ['/reservas/calendario', '/api/docs', '/api/docs/swagger-ui-init.js']) {
      const h = await cabeceras(url);
      expect(h['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('an API call carries a CSP that allows nothing and no framing, beside what a file carries: not the pages\' CSP', async () => {
    for (const url of ['/api/Monedas', '/api/ReservasB/12?x=1', '/api/calendario/CheckIn/12']) {
      const h = await cabeceras(url);
      expect(h['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['referrer-policy']).toBe('same-origin');
      expect(h['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('a script or a style of the UI carries only what applies to it: no sniffing, same-origin only, the referrer policy', async () => {
    for (const url of ['/vendor/react.js?v=996a6344d2', '/frontends/portal/chunks/diferido-AbC123xy.js', '/libs/ui/index.js.map']) {
      const h = await cabeceras(url);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['referrer-policy']).toBe('same-origin');
      expect(h['content-security-policy']).toBeUndefined();
      expect(h['x-frame-options']).toBeUndefined();
    }
  });

  it('tells an API call from the API document', () => {
    expect(esLlamadaApi('/api/Monedas')).toBe(true);
    expect(esLlamadaApi('/api/docs-falsas')).toBe(true);
    expect(esLlamadaApi('/api/docs')).toBe(false);
    expect(esLlamadaApi('/api/docs/swagger-ui.css')).toBe(false);
    expect(esLlamadaApi('/reservas/calendario')).toBe(false);
    expect(esLlamadaApi('/ical/abc.ics')).toBe(false);
  });

  it('tells a file from a page or a call', () => {
    expect(esArchivo('/vendor/react.js?v=1')).toBe(true);
    expect(esArchivo('/reservas/calendario?vista=mes')).toBe(false);
    expect(esArchivo('/api/Habitaciones/3/Ical')).toBe(false);
    expect(esArchivo('/api/docs/swagger-ui.css')).toBe(false);
    expect(esArchivo('/reservar/hotel-sur')).toBe(false);
    expect(esArchivo('/marca.svg')).toBe(false);
  });
});
