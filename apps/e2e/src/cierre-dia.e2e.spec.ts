import type { CierreDia } from '@recepcion/contracts';
import type { Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { fallarSiGraves, quieta } from './support/accesibilidad';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina, type DatosParaReservar } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { dia, ddmmyyyy } from './support/dias';
import { usarProducto } from './support/producto';
import type { PaginaConErrores } from './support/telefono';

/**
 * The day's close in the browser at 1440×900: an administrator opens Configuración › Cierre del
 * día, sees yesterday proposed with its arrival not checked in, marks it as a no-show, closes the
 * day from the keyboard after confirming, reads the frozen figures (and their print copy), then
 * reopens it. axe clean on each state.
 */
describe('Configuración › Cierre del día', () => {
  const { server, browser } = usarProducto();
  let page: PaginaConErrores;
  let datos: DatosParaReservar;
  let noLlego: number;

  beforeAll(async () => {
    const chromium = browser.context.browser();
    if (!chromium) throw new Error('Sin navegador');
    const contexto = await chromium.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CL' });
    page = (await contexto.newPage()) as PaginaConErrores;
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(error.message));
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('cierre'));
    datos = await datosParaReservar(page, { Nombre: 'Olga Nunca', Ciudad: 'Osorno' });
    noLlego = await reservarDesdePagina(page, datos, 0, dia(-1), dia(1));
    await reservarDesdePagina(page, datos, 1, dia(-2), dia(1), { precio: 50000 });
  }, 120_000);

  afterAll(async () => {
    await page.context().close();
  });

  const dialogo = (p: Page) => p.getByRole('alertdialog');

  it('closes yesterday after marking its no-show, shows and prints the figures, and reopens it', async () => {
    const revision = new RevisionAxe(page);
    await page.goto(server.url('/dashboard'));
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Configuración' }).click();
    await nav.getByRole('link', { name: 'Cierre del día' }).click();
    await page.waitForURL((url) => url.pathname === '/configuracion/cierre-dia');
    await page.getByRole('heading', { level: 1, name: 'Cierre del día' }).waitFor();
    expect(await page.title()).toMatch(/^Cierre del día - /);
    await expect(page.getByRole('textbox', { name: 'Día a cerrar' }).inputValue()).resolves.toBe(ddmmyyyy(dia(-1)));

    const llegadas = page.getByRole('region', { name: /Llegadas sin check-in/ });
    await llegadas.waitFor();
    expect(await llegadas.getByRole('link', { name: `Abrir la reserva ${noLlego} de Olga Nunca` }).getAttribute('href')).toBe(`/reservas/calendario?reserva=${noLlego}`);
    await quieta(page);
    await revision.escanear('/configuracion/cierre-dia: pendientes');
    await revision.comprobarSalto('/configuracion/cierre-dia');
    await screenshot(page, 'cierre-dia-pendientes-1440');

    // The no-show, confirmed.
    await llegadas.getByRole('button', { name: /^No presentado/ }).click();
    await dialogo(page).waitFor();
    await quieta(page);
    await revision.escanear('/configuracion/cierre-dia: confirmar no presentado');
    await dialogo(page).getByRole('button', { name: 'Aceptar' }).click();
    await llegadas.waitFor({ state: 'detached' });

    // Closing from the keyboard: focus on the button, Enter, then Aceptar in the confirmation.
    const cerrar = page.getByRole('button', { name: 'Cerrar el día' });
    await cerrar.focus();
    await page.keyboard.press('Enter');
    await dialogo(page).waitFor();
    expect(await dialogo(page).textContent()).toContain(`¿Cerrar el día ${ddmmyyyy(dia(-1))}?`);
    // Cancelar has the focus (Enter alone never closes a day); Tab reaches Aceptar.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aceptar');
    await page.keyboard.press('Enter');
    const cifras = page.getByRole('region', { name: `Cifras del día ${ddmmyyyy(dia(-1))}` });
    await cifras.waitFor();
    const guardado = (await apiFromPage<CierreDia>(page, 'GET', `/api/CierreDia/${dia(-1)}`)).body;
    expect(guardado.Cifras).toMatchObject({ HabitacionesVendidas: 1, NoPresentados: 1, IngresoHabitaciones: [{ MonedaId: 'CLP', Ingreso: 50000, ADR: 50000 }] });
    await expect(cifras.getByRole('table', { name: 'Ingresos por habitaciones' }).getByRole('row').nth(1).textContent()).resolves.toBe(`CLP50.00050.000${guardado.Cifras.IngresoHabitaciones[0].RevPAR.toLocaleString('es-CL')}`);
    await quieta(page);
    await revision.escanear('/configuracion/cierre-dia: cifras');
    await screenshot(page, 'cierre-dia-cifras-1440');

    // Printing shows only the paper copy.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.cd-impresion').isVisible()).toBe(true);
    expect(await page.locator('main#contenido').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Reopening, confirmed.
    await cifras.getByRole('button', { name: 'Reabrir el día' }).click();
    await dialogo(page).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText(/fue reabierto y aún no se cierra de nuevo/).waitFor();
    await page.getByRole('button', { name: 'Cerrar el día' }).waitFor();
    await quieta(page);
    await revision.escanear('/configuracion/cierre-dia: reabierto');
    await expect(page.locator('.rc-toast--error').allTextContents()).resolves.toEqual([]);
    expect(unexpectedErrors(page.errors)).toEqual([]);
    fallarSiGraves(revision);
  }, 180_000);
});
