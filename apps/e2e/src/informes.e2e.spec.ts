import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado, type HotelConfigurado } from './support/api-session';
import { bytesDe } from './support/browser';
import { usarProducto } from './support/producto';
import { dia, ddmmyyyy, dos } from './support/dias';

/**
 * The reports area (frontends/informes) against the built product: every report page reads its
 * call, shows a grid and exports it as CSV; housekeeping prints on Letter paper under the hotel
 * header; the dashboard's donut follows a check-in made in another tab through the live channel.
 */

const primeroDelMes = (iso: string) => `${iso.slice(0, 8)}01`;
/** The last day of `iso`'s month, `yyyy-MM-dd`. */
const finDeMes = (iso: string) => `${iso.slice(0, 8)}${dos(new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0).getDate())}`;
/** The product domain the titles end with (global-setup.ts sets the run's). */
const DOMINIO = process.env.E2E_PRODUCT_DOMAIN ?? 'recepcion.app';
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A grid of the page by name (Handsontable may call itself a treegrid). */
const grid = (page: Page, nombre: string) => page.getByRole('treegrid', { name: nombre }).or(page.getByRole('grid', { name: nombre }));

/** With E2E_SCREENSHOTS set, the page is saved there once toasts and charts have settled. */
async function captura(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

/** Clicks 'Exportar CSV' and answers the file: its name, whether it starts with the BOM, its lines. */
async function exportar(page: Page): Promise<{ nombre: string; bom: boolean; lineas: string[] }> {
  const [descarga]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const bytes = await bytesDe(descarga);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { nombre: descarga.suggestedFilename(), bom, lineas: bytes.subarray(bom ? 3 : 0).toString('utf8').split('\r\n') };
}

/** Opens a report and waits for its grid and the 'Informe actualizado' toast. */
async function abrir(page: Page, url: string, titulo: string): Promise<Locator> {
  await page.goto(url);
  const g = grid(page, titulo);
  await g.waitFor();
  await page.getByRole('status').filter({ hasText: 'Informe actualizado' }).first().waitFor();
  expect(await page.title()).toBe(`${titulo} - ${DOMINIO}`);
  return g;
}

/**
 * axe-core on the area's content when apps/e2e has it installed (the Handsontable grid is left
 * out: its wrapper's presentational children with tabindex are libs/ui's, on every grid of the
 * product). Answers the violations as `rule: selector`.
 */
let axeFuente: string | null | undefined;
async function violacionesAxe(page: Page): Promise<string[]> {
  if (axeFuente === undefined) {
    try {
      axeFuente = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    } catch {
      axeFuente = null;
    }
  }
  if (!axeFuente) return [];
  await page.evaluate(axeFuente);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run({ include: [['#contenido']], exclude: [['.handsontable']] });
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

describe('the reports and the dashboard in the browser', () => {
  const { server, browser } = usarProducto();
  let hotel: HotelConfigurado;
  let reservaTemuco: number;
  let pagina: Page & { errors: string[] };

  beforeAll(async () => {
    pagina = await browser.newPage();
    await pagina.goto(server.url('/precios'));
    hotel = await registrarHotelConfigurado(pagina, nuevaCuenta('informes'));
    const config = (await apiFromPage<{ Id: number }>(pagina, 'GET', `/api/Apertura/Configuracion/${hotel.hotelId}`)).body;
    expect((await apiFromPage(pagina, 'PUT', `/api/Configuraciones/${config.Id}`, { Nombre: 'Hotel Los Coigües', Encabezado: 'Camino al Volcán 450\nPucón' })).status).toBe(200);
    const chilena = (await apiFromPage<{ Id: number }>(pagina, 'POST', '/api/Clientes', { Nombre: 'Rosa Painemal', GiroId: 1, PaisId: 35, Ciudad: 'Temuco' })).body;
    const argentina = (await apiFromPage<{ Id: number }>(pagina, 'POST', '/api/Clientes', { Nombre: 'Lucía Gómez', GiroId: 1, PaisId: 8, Ciudad: 'Neuquén' })).body;
    const habitaciones = (await apiFromPage<{ Id: number; Nombre: string; TipoHabitacionId: number }[]>(pagina, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(pagina, 'GET', '/api/TipoImpuestos')).body;
    // The room type holds 3 guests: more than its type holds is refused.
    expect((await apiFromPage(pagina, 'PUT', `/api/TiposHabitacion/${habitaciones[1].TipoHabitacionId}`, { Nombre: 'Doble', CantidadPasajeros: 3 })).status).toBe(200);
    const reservar = async (clienteId: number, habitacionId: number, noches: number, pasajeros: number, precio: number, EstadoId?: number) => {
      const r = await apiFromPage<{ Id: number }>(pagina, 'POST', '/api/ReservasB', {
        CheckIn: dia(0),
        CheckOut: dia(noches),
        ClienteId: clienteId,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        EstadoId,
        Habitaciones: [{ HabitacionId: habitacionId, CheckIn: dia(0), CheckOut: dia(noches), CantidadPasajero: pasajeros, AlojamientoPrecioUnitario: precio }],
      });
      expect(r.status).toBe(200);
      return r.body.Id;
    };
    // Tonight: one room unconfirmed (2 guests from Temuco), one confirmed (3 from Argentina), one free.
    reservaTemuco = await reservar(chilena.Id, habitaciones[0].Id, 2, 2, 40000);
    await reservar(argentina.Id, habitaciones[1].Id, 3, 3, 50000, 2);
  });

  afterAll(async () => {
    await pagina?.close();
  });

  it("sees the dashboard's donut change when a check-in is made in another tab", async () => {
    const page = pagina;
    await page.goto(server.url('/dashboard'));
    const leyenda = page.getByRole('list', { name: 'Habitaciones por estado' });
    const item = (nombre: string) => leyenda.getByRole('listitem').filter({ hasText: nombre });
    await item('Sin confirmar').filter({ hasText: '33 % (1 hab.)' }).waitFor();
    await item('Confirmado').filter({ hasText: '33 % (1 hab.)' }).first().waitFor();
    await item('Sin reservar').filter({ hasText: '34 % (1 hab.)' }).waitFor();
    await page.locator('.inf-dona svg path').first().waitFor();
    expect(await page.title()).toBe(`Dashboard - ${DOMINIO}`);
    const hoy = page.getByRole('region', { name: 'Movimientos de hoy' });
    expect(await hoy.locator('dd').allInnerTexts()).toEqual(['2', '0', '0']);
    expect(await page.getByRole('region', { name: 'Ocupación de los próximos 14 días' }).getByRole('listitem').count()).toBe(14);
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-01-dashboard');

    // Another tab of the same session checks the guests from Temuco in.
    const otra = await browser.newPage();
    await otra.goto(server.url(`/reservas/listado?reserva=${reservaTemuco}`));
    const barra = otra.getByRole('toolbar', { name: 'Estado de la reserva' });
    await barra.getByRole('button', { name: 'Check-IN' }).click();
    await barra.locator('strong', { hasText: 'Check-IN' }).waitFor();
    await otra.close();

    // The dashboard follows through the live channel, without a reload.
    await item('Check-IN').filter({ hasText: '33 % (1 hab.)' }).waitFor();
    await item('Sin confirmar').filter({ hasText: '0 % (0 hab.)' }).waitFor();
    expect(await hoy.locator('dd').allInnerTexts()).toEqual(['2', '0', '1']);
    await captura(page, 'informes-02-dashboard-check-in');
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 90_000);

  it('prints housekeeping on Letter paper under the hotel header, and exports it', async () => {
    const page = pagina;
    const g = await abrir(page, server.url('/informes/informe-estado-hotel'), 'Estado del hotel');
    await g.locator('tbody tr').filter({ hasText: 'Rosa Painemal' }).first().waitFor();
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-03-estado-hotel');

    const csv = await exportar(page);
    expect(csv.nombre).toBe(`estado-hotel-${dia(0)}.csv`);
    expect(csv.bom).toBe(true);
    expect(csv.lineas[0]).toBe('Habitación;Estado;Estado de limpieza;Entrada;Salida;Cliente;Pasajeros;Personas;Motivo');
    const filas = csv.lineas.slice(1, 4).map((l) => l.split(';'));
    // The board's state of each room is the housekeeping column (earlier tests of this file may have made one dirty).
    expect(filas.every((f) => ['Limpia', 'Sucia', 'Inspeccionada'].includes(f[2]))).toBe(true);
    // Rosa's guests arrived today (checked in by the first test), Lucía's arrive; the third room is free.
    expect(filas.map((f) => f.slice(3, 6))).toEqual([
      [ddmmyyyy(dia(0)), ddmmyyyy(dia(2)), 'Rosa Painemal'],
      [ddmmyyyy(dia(0)), ddmmyyyy(dia(3)), 'Lucía Gómez'],
      ['', '', ''],
    ]);
    expect(filas.map((f) => f[1]).slice(1)).toEqual(['Llega', 'Libre']);

    // On paper: only the report, under the hotel's name and header, on Letter (216 x 279 mm).
    await page.emulateMedia({ media: 'print' });
    const papel = page.locator('.rc-impresion');
    await papel.waitFor({ state: 'visible' });
    expect(await page.locator('#contenido').isVisible()).toBe(false);
    expect(await papel.locator('.inf-documento__hotel-nombre').innerText()).toBe('Hotel Los Coigües');
    expect(await papel.locator('.inf-documento__encabezado').innerText()).toBe('Camino al Volcán 450\nPucón');
    expect(await papel.locator('tbody tr').count()).toBe(3);
    await captura(page, 'informes-04-estado-hotel-impreso');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const cajas = pdf.toString('latin1').match(/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
    expect(cajas).not.toBeNull();
    // 216 x 279 mm in points, as Chromium rounds them.
    expect(Math.round(Number(cajas?.[1]))).toBe(612);
    expect(Math.round(Number(cajas?.[2]))).toBe(791);
    await page.emulateMedia({ media: 'screen' });
  }, 90_000);

  it('opens every report, shows its grid, and exports its first rows as CSV', async () => {
    const page = pagina;
    const mes = primeroDelMes(dia(0));
    const anio = dia(0).slice(0, 4);

    // Reservations with charges and payments: this month to the end of the next.
    await abrir(page, server.url('/informes/informe-reservas-cargos-ingresos'), 'Reservas con cargos e ingresos');
    let csv = await exportar(page);
    expect(csv.bom).toBe(true);
    expect(csv.lineas[0]).toBe('Reserva;Check-in;Check-out;Cliente;Grupo;Pasajeros;Estado;Moneda;Cargo;Ingreso;Saldo');
    expect(csv.lineas.slice(1, 3).map((l) => l.split(';').slice(1))).toEqual([
      [ddmmyyyy(dia(0)), ddmmyyyy(dia(2)), 'Rosa Painemal', '', '2', expect.stringMatching(/^(Sin confirmar|Check-IN)$/), 'Peso chileno', '80.000', '0', '80.000'],
      [ddmmyyyy(dia(0)), ddmmyyyy(dia(3)), 'Lucía Gómez', '', '3', 'Confirmado', 'Peso chileno', '150.000', '0', '150.000'],
    ]);
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-05-reservas-cargos');

    // Activity by client, the four kinds.
    const actividades: [number, string, string][] = [
      [1, 'Actividad por cliente: ocupación', 'Cliente;Giro;Reservas;Noches de habitación;% del total'],
      [2, 'Actividad por cliente: cargos', 'Cliente;Giro;Moneda;Alojamiento;Cargos;Total;Ingresos;% del total'],
      [3, 'Actividad por cliente: huéspedes', 'Cliente;Giro;Llegadas;Pernoctaciones;% del total'],
      [4, 'Actividad por cliente: reservas', 'Cliente;Giro;Reservas;Noches;Pasajeros;% del total'],
    ];
    for (const [tipo, titulo, encabezado] of actividades) {
      await abrir(page, server.url(`/informes/informe-actividad/${tipo}`), titulo);
      csv = await exportar(page);
      expect(csv.lineas[0]).toBe(encabezado);
      const filas = csv.lineas.slice(1).filter(Boolean);
      expect(filas.map((l) => l.split(';').slice(0, 2)).sort()).toEqual([
        ['Lucía Gómez', 'Particular'],
        ['Rosa Painemal', 'Particular'],
      ]);
      if (tipo === 4) expect(filas.find((l) => l.startsWith('Lucía Gómez'))).toBe('Lucía Gómez;Particular;1;3;3;50,00 %');
      expect(await violacionesAxe(page)).toEqual([]);
    }
    await captura(page, 'informes-06-actividad');

    // Daily statistics: the current month, the chart above the grid, today's figures.
    await abrir(page, server.url('/informes/informe-estadistica-diaria-mensual/1'), 'Estadística diaria');
    await page.getByRole('figure', { name: 'Ocupación por día (%)' }).getByRole('img', { name: /^Ocupación por día \(%\): / }).waitFor();
    await page.getByRole('figure', { name: 'Ingresos por día (CLP)' }).waitFor();
    csv = await exportar(page);
    expect(csv.nombre).toBe(`estadistica-diaria-${mes}-${finDeMes(mes)}.csv`);
    expect(csv.lineas[0]).toBe('Fecha;Ocupación;% Ocupación;Nacionales;Extranjeros;Huéspedes;Habitación CLP;Cargo CLP;Total CLP;ADR CLP;RevPAR CLP');
    expect(csv.lineas[1].startsWith(`${ddmmyyyy(mes)};`)).toBe(true);
    // Tonight: 2 of 3 rooms, 2 national and 3 foreign guests, 40.000 + 50.000 of rooms.
    expect(csv.lineas.find((l) => l.startsWith(ddmmyyyy(dia(0))))).toBe(`${ddmmyyyy(dia(0))};2;66,7 %;2;3;5;90.000;0;90.000;45.000;30.000`);
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-07-estadistica-diaria');

    // Monthly statistics: the current year.
    await abrir(page, server.url('/informes/informe-estadistica-diaria-mensual/2'), 'Estadística mensual');
    await page.getByRole('figure', { name: 'Ocupación por mes (%)' }).waitFor();
    csv = await exportar(page);
    expect(csv.nombre).toBe(`estadistica-mensual-${anio}-01-01-${anio}-12-31.csv`);
    expect(csv.lineas[0].startsWith('Mes;Noches ocupadas;% Ocupación;')).toBe(true);
    expect(csv.lineas[1].startsWith(`enero de ${anio};`)).toBe(true);
    expect(csv.lineas.filter(Boolean)).toHaveLength(13);
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-08-estadistica-mensual');

    // INE: national guests by city, guests by country, for the current month.
    await abrir(page, server.url('/informes/informe-ciudades-pasajeros'), 'Ciudades de pasajeros');
    csv = await exportar(page);
    expect(csv.nombre).toBe(`ine-ciudades-${mes.slice(0, 7)}.csv`);
    expect(csv.lineas[0]).toBe('Ciudad;Llegadas;Noches;Pernoctaciones');
    expect(csv.lineas[1].split(';').slice(0, 2)).toEqual(['Temuco', '2']);
    await page.getByText(`Mes: ${MESES[Number(mes.slice(5, 7)) - 1]} de ${anio}`).waitFor();
    expect(await violacionesAxe(page)).toEqual([]);

    await abrir(page, server.url('/informes/informe-paises-pasajeros'), 'Países de pasajeros');
    csv = await exportar(page);
    expect(csv.lineas[0]).toBe('País;Llegadas;Noches;Pernoctaciones');
    expect(
      csv.lineas
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(';').slice(0, 2))
        .sort(),
    ).toEqual([
      ['Argentina', '3'],
      ['Chile', '2'],
    ]);
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-09-paises');

    // Available rooms: every day from the first of the month, one column per room type.
    await abrir(page, server.url('/informes/informe-habitaciones-disponibles'), 'Habitaciones disponibles');
    csv = await exportar(page);
    expect(csv.nombre).toBe(`habitaciones-disponibles-${mes}.csv`);
    const columnas = csv.lineas[0].split(';');
    expect([columnas[0], columnas.at(-1)]).toEqual(['Fecha', 'Total']);
    expect(csv.lineas[1].startsWith(`${ddmmyyyy(mes)};`)).toBe(true);
    // Tonight one of the 3 rooms is free.
    expect(csv.lineas.find((l) => l.startsWith(ddmmyyyy(dia(0))))?.split(';').at(-1)).toBe('1');
    expect(await violacionesAxe(page)).toEqual([]);
    await captura(page, 'informes-10-disponibles');

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);
});
