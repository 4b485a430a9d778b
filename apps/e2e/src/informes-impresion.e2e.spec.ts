import type { Download, Page } from 'playwright-core';
import { nuevaCuenta, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { bytesDe } from './support/browser';
import { dia, ddmmyyyy, dos } from './support/dias';
import { usarProducto } from './support/producto';

/**
 * The reports on paper, in the built product: print media at Letter width shows only the
 * report's copy (no navbar, no inputs, no buttons), with the hotel, the title, the filters and
 * every row of the report (not the grid's viewport), wide reports across the page; the account
 * statement keeps its dates and rooms on one line.
 */

/** Letter's printable width in CSS pixels (96 per inch): 8.5 in minus the print stylesheet's margins (12 mm a side portrait, 10 mm landscape). */
const ANCHO_VERTICAL = Math.floor(8.5 * 96 - (2 * 12 * 96) / 25.4);
const ANCHO_HORIZONTAL = Math.floor(11 * 96 - (2 * 10 * 96) / 25.4);
const primeroDelMes = (iso: string) => `${iso.slice(0, 8)}01`;
const diasDelMes = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0).getDate();
const finDeMes = (iso: string) => `${iso.slice(0, 8)}${dos(diasDelMes(iso))}`;

const NAVBAR = '#pt-app-nav';

/** A grid of the page by name (Handsontable may call itself a treegrid). */
const grid = (page: Page, nombre: string) => page.getByRole('treegrid', { name: nombre }).or(page.getByRole('grid', { name: nombre }));

async function abrir(page: Page, url: string, titulo: string): Promise<void> {
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await grid(page, titulo).waitFor();
  await page.getByRole('status').filter({ hasText: 'Informe actualizado' }).first().waitFor();
  // On screen: the navbar, the filters and the buttons.
  expect(await page.locator(NAVBAR).isVisible()).toBe(true);
  expect(await page.locator('input:visible').count()).toBeGreaterThan(0);
}

/** The report's rows as its CSV has them (every row of the data, header left out). */
async function filasDelCsv(page: Page): Promise<string[][]> {
  const [descarga]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const texto = (await bytesDe(descarga)).subarray(3).toString('utf8');
  return texto
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split(';'));
}

/**
 * How many lines each matched element's text takes: the distinct tops of its text's boxes. A
 * date or a room on one line answers 1.
 */
function lineasDe(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (celdas) =>
    celdas.map((celda) => {
      const rango = document.createRange();
      rango.selectNodeContents(celda);
      return new Set([...rango.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }),
  );
}

/** The page's size in a PDF that follows the print stylesheet's @page, in points: [width, height]. */
async function tamanoDePagina(page: Page): Promise<[number, number]> {
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const caja = pdf.toString('latin1').match(/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
  if (!caja) throw new Error('El PDF no tiene MediaBox');
  return [Math.round(Number(caja[1])), Math.round(Number(caja[2]))];
}

/**
 * Print media at Letter width: only the paper copy shows; nothing of the app (navbar, filters,
 * inputs, buttons, the grid) is visible. Answers the paper copy's table rows, as texts.
 */
async function enPapel(page: Page, titulo: string, ancho: number): Promise<string[][]> {
  await page.setViewportSize({ width: ancho, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  const papel = page.locator('.rc-impresion');
  await papel.waitFor({ state: 'visible' });
  expect(await page.locator(NAVBAR).isVisible()).toBe(false);
  expect(await page.locator('#contenido').isVisible()).toBe(false);
  expect(await page.locator('input:visible, select:visible, textarea:visible, button:visible, .handsontable:visible').count()).toBe(0);

  expect(await papel.locator('.rc-papel__hotel').innerText()).toBe('Hotel Los Coigües');
  expect(await papel.locator('.rc-papel__texto-encabezado').innerText()).toBe('Camino al Volcán 450\nPucón');
  expect(await papel.locator('h2').innerText()).toBe(titulo);
  // The header row starts every page, and no row is cut between two.
  const tabla = papel.locator('table');
  expect(await tabla.locator('thead').evaluate((e) => getComputedStyle(e).display)).toBe('table-header-group');
  expect(await tabla.locator('tbody tr').first().evaluate((e) => getComputedStyle(e).breakInside)).toBe('avoid');
  // Every column fits across the page.
  const { tabla: anchoTabla, pagina } = await tabla.evaluate((t) => ({ tabla: t.scrollWidth, pagina: document.documentElement.clientWidth }));
  expect(anchoTabla).toBeLessThanOrEqual(pagina);
  return tabla.locator('tbody tr').evaluateAll((filas) => filas.map((f) => [...f.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

describe('the reports on paper', () => {
  const { server, browser } = usarProducto();
  let pagina: Page & { errors: string[] };
  let reservaCuenta: number;

  beforeAll(async () => {
    pagina = await browser.newPage();
    await pagina.goto(server.url('/precios'));
    const hotel = await registrarHotelConfigurado(pagina, nuevaCuenta('impresion'));
    const config = (await apiFromPage<{ Id: number }>(pagina, 'GET', `/api/Apertura/Configuracion/${hotel.hotelId}`)).body;
    expect((await apiFromPage(pagina, 'PUT', `/api/Configuraciones/${config.Id}`, { Nombre: 'Hotel Los Coigües', Encabezado: 'Camino al Volcán 450\nPucón' })).status).toBe(200);
    const chilena = (await apiFromPage<{ Id: number }>(pagina, 'POST', '/api/Clientes', { Nombre: 'Rosa Painemal', GiroId: 1, PaisId: 35, Ciudad: 'Temuco' })).body;
    const argentina = (await apiFromPage<{ Id: number }>(pagina, 'POST', '/api/Clientes', { Nombre: 'Lucía Gómez', GiroId: 1, PaisId: 8, Ciudad: 'Neuquén' })).body;
    const habitaciones = (await apiFromPage<{ Id: number; Nombre: string; TipoHabitacionId: number }[]>(pagina, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(pagina, 'GET', '/api/TipoImpuestos')).body;
    // A long room type name makes the statement's concept long, the column that squeezes the others.
    expect(
      (await apiFromPage(pagina, 'PUT', `/api/TiposHabitacion/${habitaciones[0].TipoHabitacionId}`, { Nombre: 'Suite matrimonial superior con vista al volcán y terraza', CantidadPasajeros: 3 }))
        .status,
    ).toBe(200);
    const reservar = async (clienteId: number, habitacion: number, desde: number, noches: number, precio: number) => {
      const r = await apiFromPage<{ Id: number }>(pagina, 'POST', '/api/ReservasB', {
        CheckIn: dia(desde),
        CheckOut: dia(desde + noches),
        ClienteId: clienteId,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        Habitaciones: [{ HabitacionId: habitaciones[habitacion].Id, CheckIn: dia(desde), CheckOut: dia(desde + noches), CantidadPasajero: 2, AlojamientoPrecioUnitario: precio }],
      });
      expect(r.status).toBe(200);
      return r.body.Id;
    };
    // Stays back to back in each room: more reservations than one screen of the grid shows.
    const estadias: number[] = [];
    for (let vuelta = 0; vuelta < 6; vuelta++) {
      for (let h = 0; h < habitaciones.length; h++) estadias.push(await reservar(h % 2 ? argentina.Id : chilena.Id, h, vuelta * 2, 2, 1234567 + vuelta * 1000));
    }
    reservaCuenta = estadias[0];
  }, 120_000);

  afterAll(async () => {
    await pagina?.close();
  });

  it('prints two wide reports across Letter and a narrow one upright: the hotel, the title, the filters and every row', async () => {
    const page = pagina;
    const revision = new RevisionAxe(page);
    const mes = primeroDelMes(dia(0));

    // Reservations with charges and payments: 11 columns, landscape.
    await abrir(page, server.url('/informes/informe-reservas-cargos-ingresos'), 'Reservas con cargos e ingresos');
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await revision.escanear('Reservas con cargos e ingresos');
    let datos = await filasDelCsv(page);
    expect(datos.length).toBeGreaterThanOrEqual(18);
    let filas = await enPapel(page, 'Reservas con cargos e ingresos', ANCHO_HORIZONTAL);
    expect(filas).toHaveLength(datos.length);
    expect(filas).toEqual(datos);
    // Amounts in the Chilean way: a dot between thousands.
    expect(filas.map((f) => f[8])).toContain('2.469.134');
    const papel = page.locator('.rc-impresion');
    expect(await papel.locator('.rc-papel__filtros').innerText()).toMatch(new RegExp(`^Período:\\s*${ddmmyyyy(mes)} al \\d\\d-\\d\\d-\\d{4}$`));
    expect(Math.max(...(await lineasDe(page, '.rc-impresion td.rc-papel__fecha')))).toBe(1);
    expect(Math.max(...(await lineasDe(page, '.rc-impresion td.rc-num')))).toBe(1);
    expect(await tamanoDePagina(page)).toEqual([791, 612]);
    // The PDF to look at: Letter, landscape.
    await page.pdf({ path: '/tmp/informe-reservas-cargos-ingresos.pdf', format: 'Letter', landscape: true, printBackground: true });
    await page.screenshot({ path: '/tmp/informe-reservas-cargos-ingresos-impreso.png', fullPage: true });

    // Daily statistics: a row per day of the month, more than the grid's viewport holds, 11 columns.
    await abrir(page, server.url('/informes/informe-estadistica-diaria-mensual/1'), 'Estadística diaria');
    await revision.escanear('Estadística diaria');
    datos = await filasDelCsv(page);
    expect(datos).toHaveLength(diasDelMes(mes));
    filas = await enPapel(page, 'Estadística diaria', ANCHO_HORIZONTAL);
    expect(filas).toHaveLength(diasDelMes(mes));
    expect(filas).toEqual(datos);
    expect(filas.at(-1)?.[0]).toBe(ddmmyyyy(finDeMes(mes)));
    expect(Math.max(...(await lineasDe(page, '.rc-impresion td.rc-papel__fecha, .rc-impresion td.rc-num')))).toBe(1);
    expect(await tamanoDePagina(page)).toEqual([791, 612]);

    // Guests by country: four columns, upright.
    await abrir(page, server.url('/informes/informe-paises-pasajeros'), 'Países de pasajeros');
    await revision.escanear('Países de pasajeros');
    datos = await filasDelCsv(page);
    filas = await enPapel(page, 'Países de pasajeros', ANCHO_VERTICAL);
    expect(filas).toHaveLength(datos.length);
    expect(filas.map((f) => f[0]).sort()).toEqual(['Argentina', 'Chile']);
    expect(await page.locator('.rc-impresion .rc-papel__pie').innerText()).toMatch(/^Llegadas: \d+ · Noches: \d+ · Pernoctaciones: \d+$/);
    expect(await tamanoDePagina(page)).toEqual([612, 791]);

    await page.emulateMedia({ media: 'screen' });
    expect(revision.graves()).toBe('');
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);

  it("keeps the account statement's dates and rooms on one line on Letter paper", async () => {
    const page = pagina;
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url(`/reservas/listado?estado-cuenta=${reservaCuenta}`));
    await page.getByRole('dialog', { name: 'Estado de cuenta' }).getByText(/^Habitación /).first().waitFor();

    await page.setViewportSize({ width: ANCHO_VERTICAL, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    const papel = page.locator('.rs-impresion');
    await papel.waitFor({ state: 'visible' });
    expect(await page.locator(NAVBAR).isVisible()).toBe(false);
    expect(await page.locator('button:visible, input:visible').count()).toBe(0);
    // The long concept wraps; the date, the room and the amount beside it do not.
    const fila = '.rs-impresion .rs-cuenta__tabla tbody tr';
    expect(await page.locator(`${fila} td:nth-child(3)`).first().innerText()).toMatch(/^Habitación /);
    expect(Math.max(...(await lineasDe(page, `${fila} td:nth-child(2)`)))).toBeGreaterThan(1);
    expect(await lineasDe(page, `${fila} td:nth-child(1)`)).toEqual([1]);
    expect(await lineasDe(page, `${fila} td:nth-child(3)`)).toEqual([1]);
    expect(await lineasDe(page, '.rs-impresion .rs-cuenta__datos > div:nth-last-child(-n + 2) dd')).toEqual([1, 1]);
    // The text's height is one line's (a cell itself stretches to its row, which the concept makes taller).
    const alturas = await page.$$eval(`${fila} td:nth-child(1), ${fila} td:nth-child(3)`, (celdas) =>
      celdas.map((celda) => {
        const rango = document.createRange();
        rango.selectNodeContents(celda);
        return rango.getBoundingClientRect().height / parseFloat(getComputedStyle(celda).fontSize);
      }),
    );
    for (const altura of alturas) expect(altura).toBeLessThan(1.9);
    await page.screenshot({ path: '/tmp/estado-cuenta-impreso.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 90_000);
});
