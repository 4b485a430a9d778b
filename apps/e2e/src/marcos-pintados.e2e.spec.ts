import { fechaLarga, tituloVentana, ventanaInicial } from '@recepcion/domain';
import type { Page } from 'playwright-core';
import { nuevaCuenta } from './support/accounts';
import { registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';

/**
 * A signed-in page of an area (reports, calendar, reservations, configuration, housekeeping) comes with its header painted by the server
 * (modules/platform's marcos-pintados.ts, painted at build time by tools/vite/marcos-pintados.mjs):
 * read before any module runs, on the visitor's day, where the area then draws its own.
 */
describe('the painted header of a signed-in page', () => {
  const { server, browser } = usarProducto();
  let page: Page & { errors: string[] };

  beforeAll(async () => {
    page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('marcos'));
  });

  afterAll(async () => {
    await page?.close();
  });

  /** The browser's day, `yyyy-MM-dd`. */
  const hoyDe = (p: Page) => p.evaluate(() => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10));
  const hoyLargo = async (p: Page) => fechaLarga(await hoyDe(p));

  it("shows the dashboard's header on the visitor's day from the HTML alone, before any module runs", async () => {
    // A first visit leaves the browser's offset from UTC (cookie tz) for the next page the server paints.
    await page.goto(server.url('/dashboard'));
    await page.getByRole('region', { name: 'Movimientos de hoy' }).waitFor();
    const sinModulos = await browser.newPage();
    await sinModulos.route('**/*.js*', (ruta) => ruta.abort());
    await sinModulos.goto(server.url('/dashboard'));
    expect(await sinModulos.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await sinModulos.getByText(`El hotel hoy, ${await hoyLargo(sinModulos)}.`).isVisible()).toBe(true);
    await sinModulos.close();
  });

  it('the area draws its header where the painted one was: the same box, nothing moves it, then a single copy', async () => {
    const vista = await browser.newPage();
    await vista.addInitScript(() => {
      const w = window as unknown as { desplazamiento: number; delEncabezado: number; cajaPintada: DOMRect | null };
      w.desplazamiento = 0;
      w.delEncabezado = 0;
      w.cajaPintada = null;
      new PerformanceObserver((lista) => {
        for (const e of lista.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
          w.desplazamiento += e.value;
          // What moved: the header (painted or drawn) or anything that holds it.
          const encabezado = document.querySelector('header') ?? document.body;
          if (e.sources?.some(({ node }) => node && (node.contains(encabezado) || encabezado.contains(node) || (node instanceof Element && node.closest('[data-marco-pintado]'))))) w.delEncabezado += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.cajaPintada = document.querySelector('.marco-pintado h1')?.getBoundingClientRect() ?? null;
      });
    });
    await vista.goto(server.url('/informes/informe-estadistica-diaria-mensual/1'));
    const titulo = vista.getByRole('heading', { level: 1, name: 'Estadística diaria' });
    await titulo.waitFor();
    await vista.getByRole('button', { name: 'Actualizar' }).waitFor();
    const { desplazamiento, delEncabezado, cajaPintada, titulos, marcos } = await vista.evaluate(() => {
      const w = window as unknown as { desplazamiento: number; delEncabezado: number; cajaPintada: DOMRect | null };
      return { desplazamiento: w.desplazamiento, delEncabezado: w.delEncabezado, cajaPintada: w.cajaPintada, titulos: document.querySelectorAll('h1').length, marcos: document.querySelectorAll('[data-marco-pintado]').length };
    });
    expect(cajaPintada).not.toBeNull();
    const caja = await titulo.boundingBox();
    expect(caja && { x: caja.x, y: caja.y, width: caja.width, height: caja.height }).toEqual({ x: cajaPintada?.x, y: cajaPintada?.y, width: cajaPintada?.width, height: cajaPintada?.height });
    // Nothing moved the header; the page as a whole stays far under a noticeable shift (0.1 is "good").
    expect(delEncabezado).toBe(0);
    expect(desplazamiento).toBeLessThan(0.01);
    expect({ titulos, marcos }).toEqual({ titulos: 1, marcos: 0 });
    expect(vista.errors).toEqual([]);
    await vista.close();
  });

  it("shows the calendar's title and opening dates, for the visitor's day and device, from the HTML alone and where the calendar draws them", async () => {
    const sinModulos = await browser.newPage();
    await sinModulos.route('**/*.js*', (ruta) => ruta.abort());
    await sinModulos.goto(server.url('/reservas/calendario'));
    const rango = tituloVentana(ventanaInicial(await hoyDe(sinModulos), await sinModulos.evaluate(() => navigator.userAgent)));
    expect(await sinModulos.getByRole('heading', { level: 1, name: 'Calendario' }).isVisible()).toBe(true);
    const pintado = sinModulos.getByText(rango, { exact: true });
    expect(await pintado.isVisible()).toBe(true);
    // The header's controls keep their place only: nothing to type into or press before the calendar runs.
    expect(await sinModulos.getByRole('button', { name: 'Nueva reserva' }).count()).toBe(0);
    const cajaPintada = await pintado.boundingBox();
    await sinModulos.close();

    const vista = await browser.newPage();
    await vista.goto(server.url('/reservas/calendario'));
    await vista.getByRole('button', { name: 'Nueva reserva' }).waitFor();
    expect(await vista.getByText(rango, { exact: true }).boundingBox()).toEqual(cajaPintada);
    expect(await vista.evaluate(() => document.querySelectorAll('[data-marco-pintado]').length)).toBe(0);
    await vista.close();
  });

  it.each([
    ['/reservas/listado', 'Listado de reservas'],
    ['/configuracion/habitaciones', 'Habitaciones'],
    ['/pisos', 'Tablero de pisos'],
  ])("every area's pages: %s comes with its header (%s), and the area draws its own in the same box, a single copy", async (ruta, nombre) => {
    const sinModulos = await browser.newPage();
    await sinModulos.route('**/*.js*', (r) => r.abort());
    await sinModulos.goto(server.url(ruta));
    const pintado = sinModulos.getByRole('heading', { level: 1, name: nombre });
    expect(await pintado.isVisible()).toBe(true);
    const cajaPintada = await pintado.boundingBox();
    await sinModulos.close();

    const vista = await browser.newPage();
    await vista.goto(server.url(ruta));
    await vista.waitForFunction(() => !document.querySelector('[data-marco-pintado]'));
    const titulo = vista.getByRole('heading', { level: 1, name: nombre });
    expect(await titulo.boundingBox()).toEqual(cajaPintada);
    expect(await vista.locator('h1').count()).toBe(1);
    expect(vista.errors).toEqual([]);
    await vista.close();
  });

  it("paints the day of the browser's time zone, which the page names in its cookie", async () => {
    // Kiritimati is UTC+14: for most of the day its date is not the server's (UTC) one.
    const zona = 'Pacific/Kiritimati';
    const contexto = await browser.context.browser()?.newContext({ timezoneId: zona, locale: 'es-CL' });
    if (!contexto) throw new Error('sin navegador');
    await contexto.addCookies(await browser.context.cookies());
    const visita = await contexto.newPage();
    await visita.goto(server.url('/dashboard'));
    await visita.getByRole('region', { name: 'Movimientos de hoy' }).waitFor();
    expect((await contexto.cookies()).find((c) => c.name === 'tz')?.value).toBe(encodeURIComponent(zona));
    const sinModulos = await contexto.newPage();
    await sinModulos.route('**/*.js*', (ruta) => ruta.abort());
    await sinModulos.goto(server.url('/dashboard'));
    const hoyAlla = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(await sinModulos.getByText(`El hotel hoy, ${fechaLarga(hoyAlla)}.`).isVisible()).toBe(true);
    await contexto.close();
  });

  it('a session that is over shows the public page without the painted header', async () => {
    const contexto = await browser.context.browser()?.newContext();
    if (!contexto) throw new Error('sin navegador');
    const url = new URL(server.url('/'));
    await contexto.addCookies([
      { name: 'sid', value: 'una-sesion-que-ya-no-existe', domain: url.hostname, path: '/' },
      { name: 'h', value: '1', domain: url.hostname, path: '/' },
    ]);
    const ajena = await contexto.newPage();
    await ajena.goto(server.url('/dashboard'));
    await ajena.getByRole('button', { name: 'Ingresar' }).first().waitFor();
    await ajena.waitForFunction(() => !document.querySelector('[data-marco-pintado]'));
    expect(await ajena.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
    await contexto.close();
  });
});
