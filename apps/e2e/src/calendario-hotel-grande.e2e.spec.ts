import type { Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, datosParaReservar, reservarDesdePagina } from './support/api-session';
import { usarProducto } from './support/producto';
import { dia, filaCalendario as fila } from './support/dias';

/** Registers and configures a hotel of `habitaciones` rooms from the page (signed in afterwards). */
async function hotelDe(page: Page, habitaciones: number) {
  const cuenta = nuevaCuenta('hotel-grande');
  const registro = await apiFromPage<{ hotel_id: number }>(page, 'POST', '/api/Cuenta/Register', { nombre: cuenta.nombre, email: cuenta.email, password: cuenta.password, nombreHotel: cuenta.hotel, paisId: 35 });
  expect(registro.status).toBe(200);
  const configurar = await apiFromPage(page, 'POST', '/api/Cuenta/Configurar', { hotelId: registro.body.hotel_id, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones });
  expect(configurar.status).toBe(200);
}

/** The element's box lies inside the viewport (and below `debajoDe`, when given). */
async function aLaVista(page: Page, elemento: Locator, debajoDe = 0) {
  const caja = await elemento.boundingBox();
  const vista = page.viewportSize();
  if (!caja || !vista) throw new Error('Sin caja');
  expect(caja.x).toBeGreaterThanOrEqual(0);
  expect(caja.y).toBeGreaterThanOrEqual(debajoDe - 1);
  expect(caja.x + caja.width).toBeLessThanOrEqual(vista.width + 1);
  expect(caja.y + caja.height).toBeLessThanOrEqual(vista.height + 1);
}

/**
 * Scrolls the page to its end and waits for the next frame: the scroll event that moves the sticky
 * toolbar to the top (useBarraFija) runs in that frame, before it is drawn. Measured before it,
 * the toolbar is still where it stood (CI once saw it over the date header).
 */
async function alFondoDeLaPagina(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  await page.evaluate(() => new Promise((listo) => requestAnimationFrame(() => requestAnimationFrame(listo))));
}

describe('the calendar of an 80-room hotel', () => {
  const { server, browser } = usarProducto();

  it('keeps the toolbar, the date header and the room column in view while scrolling, and counts the free rooms of each night', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1024, height: 720 });
    await page.goto(server.url('/precios'));
    await hotelDe(page, 80);
    const datos = await datosParaReservar(page, { Nombre: 'Tomás Yáñez', Ciudad: 'Ancud' });
    const { habitaciones } = datos;
    expect(habitaciones).toHaveLength(80);
    const reservar = (habitacion: number, desde: number, hasta: number) => reservarDesdePagina(page, datos, habitacion, dia(desde), dia(hasta), { precio: 30000 });
    // Tomorrow: rooms 1 to 3 and 80 taken, room 4 blocked; room 5's reservation is cancelled.
    for (const h of [0, 1, 2]) await reservar(h, 1, 3);
    await reservar(79, 0, 2);
    await apiFromPage(page, 'POST', '/api/Bloqueos', { Fecha: dia(1), Noches: 2, HabitacionId: habitaciones[3].Id });
    const anulada = await reservar(4, 1, 2);
    expect((await apiFromPage(page, 'PUT', `/api/calendario/AnularReserva/${anulada}`, { texto: 'Prueba' })).status).toBe(200);

    await page.goto(server.url('/reservas/calendario'));
    const grid = page.getByRole('grid', { name: 'Calendario de ocupación' });
    await fila(page, '1').locator('.cal-bar').first().waitFor();
    const libres = page.locator('.cal-row--libres-total');
    await expect(libres.getByRole('rowheader').textContent()).resolves.toBe('Libres');
    await expect(libres.locator(`[data-dia="${dia(1)}"]`).textContent()).resolves.toBe('75');
    await expect(libres.locator(`[data-dia="${dia(0)}"]`).textContent()).resolves.toBe('79');
    // Only the rows in view are drawn.
    expect(await page.locator('[role="row"][data-habitacion]').count()).toBeLessThan(40);

    // The month, wider than the screen: scrolled down to the last room and sideways.
    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="columnheader"]').length >= 29 && !document.querySelector('[role="grid"][aria-busy="true"]'));
    const caja = await grid.boundingBox();
    if (!caja) throw new Error('Sin grilla');
    const scroll = page.locator('.cal-scroll');
    const alFinal = () => scroll.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
    await page.mouse.move(caja.x + caja.width / 2, caja.y + 200);
    for (let i = 0; i < 20 && !(await alFinal()); i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(50);
    }
    expect(await alFinal()).toBe(true);
    await fila(page, '80').locator('.cal-bar').waitFor();
    await page.mouse.wheel(600, 0);
    await page.waitForFunction(() => (document.querySelector('.cal-scroll')?.scrollLeft ?? 0) > 0);
    await alFondoDeLaPagina(page);
    await screenshot(page, 'hotel-grande-mes-abajo');
    const barra = await page.getByRole('toolbar', { name: 'Navegación del calendario' }).boundingBox();
    if (!barra) throw new Error('Sin barra');
    await aLaVista(page, page.getByRole('toolbar', { name: 'Navegación del calendario' }));
    const bajoLaBarra = barra.y + barra.height;
    await aLaVista(page, page.getByRole('columnheader', { name: 'Habitación' }), bajoLaBarra);
    await aLaVista(page, page.getByRole('rowheader', { name: 'Libres', exact: true }), bajoLaBarra);
    await aLaVista(page, page.getByRole('rowheader', { name: '80', exact: true }), bajoLaBarra);
    // Scrolled sideways, the rooms' names stay at the left edge of the grid.
    const nombre = await page.getByRole('rowheader', { name: '80', exact: true }).boundingBox();
    expect(Math.abs((nombre?.x ?? 0) - caja.x)).toBeLessThanOrEqual(2);
    // A visible date column sits under the sticky header.
    const columnas = page.getByRole('columnheader').filter({ hasNotText: 'Habitación' });
    await aLaVista(page, columnas.nth(20), bajoLaBarra);

    // Back at the top, the keyboard walks down to room 80: its row is drawn and scrolled into view.
    await scroll.evaluate((el) => el.scrollTo(0, 0));
    await grid.focus();
    for (let i = 0; i < 82; i++) await page.keyboard.press('ArrowDown');
    const activa = page.locator(`[id="${await grid.getAttribute('aria-activedescendant')}"]`);
    await expect(activa.getAttribute('aria-label')).resolves.toMatch(/^Habitación 80, /);
    await aLaVista(page, activa, bajoLaBarra);

    // A phone: the toolbar stays at the top without widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await alFondoDeLaPagina(page);
    await screenshot(page, 'hotel-grande-telefono');
    await aLaVista(page, page.getByRole('toolbar', { name: 'Navegación del calendario' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The rooms' column is narrow there: its header's word fits in it, not over the first day.
    const esquina = page.getByRole('columnheader', { name: 'Habitación' });
    await expect(esquina.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    // What is drawn is «Hab.»; the whole name stays there as text for assistive technology.
    await expect(esquina.locator('[aria-hidden="true"]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetWidth > 0).map((e) => e.textContent?.trim()))).resolves.toEqual(['Hab.']);

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);
});
