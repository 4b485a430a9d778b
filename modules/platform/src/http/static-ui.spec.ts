import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import fastifyCookie from '@fastify/cookie';
import { PRODUCTO_TITULO } from '@recepcion/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveStaticUi } from './static-ui';

// The built UI (npm test builds it first); without a build the server serves the API only.
const uiDir = path.resolve(__dirname, '../../../../dist/web');
const construida = existsSync(path.join(uiDir, 'precargas.json'));

(construida ? describe : describe.skip)('the served index.html of the built UI', () => {
  let fastify: FastifyInstance;
  beforeAll(async () => {
    await init;
    fastify = Fastify();
    await fastify.register(fastifyCookie);
    await serveStaticUi(fastify, uiDir, 'recepcion.test');
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  const pagina = async (url: string, cookie?: string) => {
    const respuesta = await fastify.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(respuesta.statusCode).toBe(200);
    const html = respuesta.body;
    const mapa = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { imports: Record<string, string> };
    const precargas = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);
    return { html, mapa: mapa.imports, precargas };
  };

  /** The static imports of a served module, as URLs (through the import map, or relative to it). */
  const importaciones = async (url: string, mapa: Record<string, string>) => {
    const respuesta = await fastify.inject({ method: 'GET', url });
    expect(respuesta.statusCode).toBe(200);
    const [estaticas] = parse(respuesta.body);
    const nombres = estaticas.flatMap((i) => (i.d === -1 && i.n ? [i.n] : []));
    return nombres.map((nombre) => mapa[nombre] ?? new URL(nombre, `http://x${url}`).pathname);
  };

  it('preloads the calendar micro-frontend and every module its page runs, after the import map', async () => {
    const { html, mapa, precargas } = await pagina('/reservas/calendario?vista=mes');
    for (const nombre of ['@recepcion/calendario', '@recepcion/reservas', '@recepcion/portal', '@recepcion/ui', '@recepcion/session', '@recepcion/api-client', 'react', 'react-dom/client', 'single-spa-layout']) {
      expect(precargas).toContain(mapa[nombre]);
    }
    const rootConfig = /import\("(\/shell\/root-config\.js[^"]+)"\)/.exec(html)?.[1];
    expect(rootConfig).toBeDefined();
    expect(precargas).toContain(rootConfig);
    expect(html.indexOf('<link rel="modulepreload"')).toBeGreaterThan(html.indexOf('<script type="importmap">'));

    // The whole chain: no module of the page imports one the page did not preload.
    const faltan: string[] = [];
    for (const url of precargas) {
      for (const importada of await importaciones(url, mapa)) if (!precargas.includes(importada)) faltan.push(`${url} → ${importada}`);
    }
    expect(faltan).toEqual([]);
  });

  it('sends the home and pricing pages drawn, with their styles, to a visitor without a session only', async () => {
    const contenedor = '<div data-pintada="" id="single-spa-application:@recepcion/portal">';
    const inicio = await pagina('/');
    expect(inicio.html).toContain(contenedor);
    expect(inicio.html).toMatch(new RegExp(`<h1[^>]*>${PRODUCTO_TITULO}</h1>`));
    expect(inicio.html).toMatch(/<style data-mfe="ui">[^<]*\.rc-button/);
    expect(inicio.html).toMatch(/<style data-mfe="portal">[^<]*\.pt-hero/);
    expect((await pagina('/precios')).html).toMatch(/<h1[^>]*>Planes y precios<\/h1>/);
    // Read without its modules: they load after it (through the root config), not in its way.
    expect(inicio.precargas).toEqual([]);

    for (const cookie of ['sid=una-sesion', 'h=1']) {
      const conSesion = await fastify.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(conSesion.body).not.toContain('single-spa-application:@recepcion/portal');
      expect(conSesion.headers.etag).not.toBe((await fastify.inject({ method: 'GET', url: '/' })).headers.etag);
    }
    // Only the pages the build painted: any other route comes as before.
    expect((await pagina('/reservas/calendario')).html).not.toContain('single-spa-application:@recepcion/portal');
  });

  it('preloads only the areas a page mounts', async () => {
    const panel = await pagina('/dashboard');
    expect(panel.precargas).toContain(panel.mapa['@recepcion/informes']);
    expect(panel.precargas).not.toContain(panel.mapa['@recepcion/calendario']);

    // With a session (the page without a session comes painted, without preloads).
    const precios = await pagina('/precios', 'sid=una-sesion');
    expect(precios.precargas).toContain(precios.mapa['@recepcion/portal']);
    expect(precios.precargas.filter((url) => url.startsWith('/frontends/') && !url.startsWith('/frontends/portal/'))).toEqual([]);

    const falsa = await pagina('/reservas-falsas');
    expect(falsa.precargas).not.toContain(falsa.mapa['@recepcion/reservas']);
  });

  it('is sent compressed, and a second visit revalidates it without fetching it again', async () => {
    const primera = await fastify.inject({ method: 'GET', url: '/reservas/calendario', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(primera.headers['content-encoding']).toBe('br');
    expect(primera.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(primera.rawPayload).toString()).toBe((await pagina('/reservas/calendario')).html);

    const segunda = await fastify.inject({ method: 'GET', url: '/reservas/calendario?vista=mes', headers: { 'if-none-match': String(primera.headers.etag) } });
    expect(segunda.statusCode).toBe(304);
    expect(segunda.body).toBe('');
    // Another route's page is another answer.
    const panel = await fastify.inject({ method: 'GET', url: '/dashboard', headers: { 'if-none-match': String(primera.headers.etag) } });
    expect(panel.statusCode).toBe(200);
  });

  it('keeps the charts and the grid out of the preloads: they load when a screen shows them', async () => {
    const { precargas } = await pagina('/informes/informe-estadistica-diaria-mensual/1');
    expect(precargas.some((url) => /hot-grid|CategoricalChart|graficos/.test(url))).toBe(false);
    expect(readFileSync(path.join(uiDir, 'index.html'), 'utf8')).not.toContain('modulepreload');
  });
});
