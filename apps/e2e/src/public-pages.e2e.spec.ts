import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTO_TITULO } from '@recepcion/contracts';
import { countResponses } from './support/browser';
import { usarProducto } from './support/producto';

describe('public pages in the browser', () => {
  const { server, browser } = usarProducto();

  it('opens home with the product title and follows Precios without reloading React', async () => {
    const page = await browser.newPage();
    const reactLoads = countResponses(page, (url) => url.pathname === '/vendor/react.js');

    await page.goto(server.url('/'));
    await page.getByRole('heading', { level: 1, name: PRODUCTO_TITULO }).waitFor();
    expect(await page.title()).toBe(PRODUCTO_TITULO);
    // The page came painted by the server: a link followed before the portal ran loads a new page.
    await page.locator('[id="single-spa-application:@recepcion/portal"]:not([data-pintada])').waitFor();

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios' }).click();
    await page.getByRole('heading', { level: 1, name: 'Planes y precios' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/precios');
    expect(await page.title()).toBe(`Precios - ${server.productDomain}`);
    for (const plan of ['Básico', 'Profesional', 'Cadena']) {
      expect(await page.getByRole('heading', { level: 2, name: plan }).isVisible()).toBe(true);
    }

    expect(reactLoads()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('reads the home page from the HTML alone, before any module runs; the portal then draws over it without a second copy', async () => {
    const sinModulos = await browser.newPage();
    await sinModulos.route('**/*.js*', (ruta) => ruta.abort());
    await sinModulos.goto(server.url('/'));
    expect(await sinModulos.getByRole('heading', { level: 1, name: PRODUCTO_TITULO }).isVisible()).toBe(true);
    expect(await sinModulos.getByRole('button', { name: 'Ingresar' }).isVisible()).toBe(true);
    await sinModulos.close();

    const page = await browser.newPage();
    // Each frame from the HTML on: was the title there when the browser drew it?
    await page.addInitScript(() => {
      const w = window as unknown as { framesSinTitulo: number };
      w.framesSinTitulo = 0;
      const mirar = () => {
        if (!document.querySelector('h1')) w.framesSinTitulo += 1;
        requestAnimationFrame(mirar);
      };
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(mirar));
    });
    await page.goto(server.url('/'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('dialog', { name: 'Ingresar' }).waitFor();
    const copias = await page.evaluate(() => ({
      navbars: document.querySelectorAll('.pt-navbar').length,
      titulos: document.querySelectorAll('h1').length,
      estilosDelPortal: document.querySelectorAll('style[data-mfe="portal"]').length,
    }));
    expect(copias).toEqual({ navbars: 1, titulos: 1, estilosDelPortal: 1 });
    expect(await page.evaluate(() => (window as unknown as { framesSinTitulo: number }).framesSinTitulo)).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('keeps a press of Ingresar made on the painted page before its scripts ran: the dialog opens once they have', async () => {
    const page = await browser.newPage();
    let soltar!: () => void;
    const modulos = new Promise<void>((listo) => (soltar = listo));
    await page.route('**/*.js*', async (ruta) => {
      await modulos;
      await ruta.continue();
    });
    // The page's modules are held: only the HTML is there (its module scripts keep DOMContentLoaded back).
    await page.goto(server.url('/'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    soltar();
    await page.getByRole('dialog', { name: 'Ingresar' }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('is served with a CSP that allows no inline script but its import map, and cannot be framed', async () => {
    const page = await browser.newPage();
    const violaciones: string[] = [];
    await page.exposeFunction('informarViolacion', (v: string) => violaciones.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { informarViolacion: (v: string) => void }).informarViolacion(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const respuesta = await page.goto(server.url('/precios'));
    const cabeceras = respuesta!.headers();
    expect(cabeceras['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(cabeceras['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(cabeceras['x-content-type-options']).toBe('nosniff');
    expect(cabeceras['referrer-policy']).toBe('same-origin');
    await page.getByRole('heading', { level: 1, name: 'Planes y precios' }).waitFor();
    // An inline script someone slips in is refused.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.inyectado = true';
      document.body.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { inyectado?: boolean }).inyectado)).toBeUndefined();
    for (let i = 0; i < 100 && violaciones.length === 0; i++) await page.waitForTimeout(20);
    expect(violaciones).toHaveLength(1);
    expect(violaciones[0]).toMatch(/^script-src/);
    await page.close();
  });

  it('sends content-addressed files compressed and cached for a year, the page itself revalidated', async () => {
    const pagina = await fetch(server.url('/'), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(pagina.headers.get('cache-control')).toBe('no-cache');
    expect(pagina.headers.get('content-encoding')).toBe('br');
    const html = await pagina.text();
    const raiz = /import\("(\/shell\/root-config\.js[^"]+)"\)/.exec(html)![1];
    expect(raiz).toMatch(/\?v=[0-9a-f]+$/);
    const script = await fetch(server.url(raiz), { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    // Nothing to revalidate: no validators sent with it.
    expect([script.headers.get('etag'), script.headers.get('last-modified')]).toEqual([null, null]);
    expect(await script.text()).toContain('single-spa');
    // The same file without its version is revalidated every time.
    const sinVersion = await fetch(server.url(raiz.split('?')[0]));
    expect(sinVersion.headers.get('cache-control')).toBe('no-cache');
    expect(sinVersion.headers.get('etag')).toBeTruthy();
    // API answers are compressed too.
    const api = await fetch(server.url('/api/docs-json'), { headers: { 'accept-encoding': 'br' } });
    expect([api.status, api.headers.get('content-encoding')]).toEqual([200, 'br']);
    expect((await api.json()).paths).toHaveProperty(['/api/ReservasB']);
  });

  it('sends the scripts as the build compressed them (brotli at its best), not compressed again per request', async () => {
    const html = await (await fetch(server.url('/'))).text();
    const url = /"react-dom\/client": "([^"]+)"/.exec(html)![1];
    const script = await fetch(server.url(url), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    const copia = path.join(__dirname, '../../../dist/web', `${url.split('?')[0]}.br`);
    expect(Number(script.headers.get('content-length'))).toBe(statSync(copia).size);
    expect(await script.text()).toBe(readFileSync(path.join(__dirname, '../../../dist/web', url.split('?')[0]), 'utf8'));
  });

  it('sends an unknown route to home', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/no-existe'));
    await page.waitForURL(server.url('/'));
    await page.getByRole('heading', { level: 1, name: PRODUCTO_TITULO }).waitFor();
    expect(await page.title()).toBe(PRODUCTO_TITULO);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('turns an old hash-bang link into the real path', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/#!/precios'));
    await page.waitForURL(server.url('/precios'));
    await page.getByRole('heading', { level: 1, name: 'Planes y precios' }).waitFor();
    expect(await page.title()).toBe(`Precios - ${server.productDomain}`);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
