import type { HabitacionPiso } from '@recepcion/contracts';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { ingresar, nuevaCuenta, screenshot, unexpectedErrors, type Cuenta } from './support/accounts';
import { fallarSiGraves, quieta } from './support/accesibilidad';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina, type DatosParaReservar } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { dia, ddmmyyyy } from './support/dias';
import { usarProducto } from './support/producto';
import { IPHONE, type PaginaConErrores } from './support/telefono';

/**
 * Housekeeping in the browser: a Camarería user signs in on a 390×844 phone, lands on the board
 * (its only menu entry), taps a room to Sucia and reads the room's history; a change made
 * elsewhere arrives live. At 1440×900 the front desk sees the board as a grid and keeps the rooms
 * out of order (the server's refusal in the dialog, Quitar after confirming). axe clean at both.
 */
describe('housekeeping: the board on a phone and the rooms out of order', () => {
  const { server, browser } = usarProducto();
  const contextos: BrowserContext[] = [];
  let admin: Page;
  let datos: DatosParaReservar;
  let camarera: Cuenta;

  const nuevaPagina = async (opciones: BrowserContextOptions): Promise<PaginaConErrores> => {
    const chromium = browser.context.browser();
    if (!chromium) throw new Error('Sin navegador');
    const contexto = await chromium.newContext(opciones);
    contextos.push(contexto);
    const page = (await contexto.newPage()) as PaginaConErrores;
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(error.message));
    return page;
  };

  const tablero = async (page: Page) => (await apiFromPage<HabitacionPiso[]>(page, 'GET', '/api/Pisos')).body;
  const tarjeta = (page: Page, nombre: string) => page.getByRole('article', { name: `Habitación ${nombre}`, exact: true });

  // One hotel with a departure and an arrival today, and a Camarería user made as «Usuarios autorizados» makes it.
  beforeAll(async () => {
    admin = await nuevaPagina({ viewport: { width: 1440, height: 900 }, locale: 'es-CL' });
    await admin.goto(server.url('/precios'));
    await registrarHotelConfigurado(admin, nuevaCuenta('pisos-admin'));
    datos = await datosParaReservar(admin, { Nombre: 'Inés Tecla', Ciudad: 'Chiloé' });
    await reservarDesdePagina(admin, datos, 0, dia(-2), dia(0));
    await reservarDesdePagina(admin, datos, 1, dia(0), dia(2));
    camarera = { ...nuevaCuenta('camarera'), nombre: 'Rosa Camarera' };
    const creado = await apiFromPage<{ Id: number }>(admin, 'POST', '/api/HotelUsuarios/CrearUsuario', { nombre: camarera.nombre, email: camarera.email, password: camarera.password });
    expect(creado.status).toBe(200);
    expect((await apiFromPage(admin, 'PUT', `/api/HotelUsuarios/${creado.body.Id}`, { IDTipoUsuario: 'CA' })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  it('on a 390×844 phone, Camarería lands on the board, taps a room to Sucia, reads its history and sees a change made elsewhere', async () => {
    const page = await nuevaPagina({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true, locale: 'es-CL' });
    const revision = new RevisionAxe(page);
    await page.goto(server.url('/'));
    await ingresar(page, camarera.email, camarera.password);
    await page.waitForURL((url) => url.pathname === '/pisos');
    await page.getByRole('heading', { level: 1, name: 'Tablero de pisos' }).waitFor();
    expect(await page.title()).toMatch(/^Tablero de pisos - /);
    // No start dialog (its shortcuts are other areas), and the board is the whole menu.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Menú' }).tap();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('button').allTextContents()).resolves.toEqual(['Pisos']);
    await nav.getByRole('button', { name: 'Pisos' }).tap();
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Tablero de pisos']);
    await page.getByRole('button', { name: 'Menú' }).tap();

    const [h1, h2, h3] = datos.habitaciones;
    await tarjeta(page, h1.Nombre).waitFor();
    await expect(tarjeta(page, h1.Nombre).getByRole('listitem').allTextContents()).resolves.toEqual(['Sale hoy']);
    await expect(tarjeta(page, h2.Nombre).getByRole('listitem').allTextContents()).resolves.toEqual(['Llega hoy', 'Ocupada · 2 pax']);
    // Phone first: the page is as wide as the phone, and the state's button is a large target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const estado = tarjeta(page, h3.Nombre).getByRole('button', { name: /^Estado: / });
    const caja = await estado.boundingBox();
    expect(caja && caja.height >= 44 && caja.width >= 300).toBe(true);
    await quieta(page);
    await revision.escanear('/pisos (teléfono)');
    await revision.comprobarSalto('/pisos (teléfono)');
    await screenshot(page, 'pisos-tablero-390');

    // One tap shows the three states; a second chooses Sucia.
    await estado.tap();
    const opciones = tarjeta(page, h3.Nombre).getByRole('group', { name: `Nuevo estado de la habitación ${h3.Nombre}` });
    await expect(opciones.getByRole('button').allTextContents()).resolves.toEqual(['Limpia', 'Sucia', 'Inspeccionada']);
    for (const boton of await opciones.getByRole('button').all()) expect(((await boton.boundingBox())?.height ?? 0) >= 44).toBe(true);
    await quieta(page);
    await revision.escanear('/pisos (teléfono): elegir estado');
    await screenshot(page, 'pisos-elegir-390');
    await opciones.getByRole('button', { name: 'Sucia' }).tap();
    await tarjeta(page, h3.Nombre).getByRole('button', { name: 'Estado: Sucia', exact: true }).waitFor();
    expect((await tablero(admin)).find((h) => h.HabitacionId === h3.Id)?.Estado).toBe('Sucia');

    // Its history: who changed it, from which state.
    await tarjeta(page, h3.Nombre).getByRole('button', { name: `Historial de la habitación ${h3.Nombre}` }).tap();
    const historial = page.getByRole('dialog', { name: `Historial de la habitación ${h3.Nombre}` });
    const cambio = historial.getByRole('listitem').first();
    await cambio.waitFor();
    expect(await cambio.textContent()).toMatch(new RegExp(`^${ddmmyyyy(dia(0))} \\d\\d:\\d\\dLimpia → a SuciaCambio manual · Rosa Camarera$`));
    // A bottom sheet: at the foot of the screen, as wide as it.
    const hoja = await page.locator('.rc-modal').boundingBox();
    expect(hoja && Math.round(hoja.x) === 0 && Math.round(hoja.width) === 390 && Math.round(hoja.y + hoja.height) === 844).toBe(true);
    await quieta(page);
    await revision.escanear('/pisos (teléfono): historial');
    await screenshot(page, 'pisos-historial-390');
    await historial.getByRole('button', { name: 'Cerrar' }).last().tap();
    await historial.waitFor({ state: 'detached' });

    // The front desk marks another room inspected: the phone shows it without reloading.
    expect((await apiFromPage(admin, 'PUT', `/api/Pisos/${h1.Id}`, { Estado: 'Inspeccionada' })).status).toBe(200);
    await tarjeta(page, h1.Nombre).getByRole('button', { name: 'Estado: Inspeccionada', exact: true }).waitFor();

    // Filters: only the dirty rooms.
    await page.getByRole('button', { name: /^Sucias/ }).tap();
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await tarjeta(page, h3.Nombre).waitFor();

    // Any other page sends Camarería back to the board.
    await page.goto(server.url('/reservas/calendario'));
    await page.waitForURL((url) => url.pathname === '/pisos');
    await page.getByRole('heading', { level: 1, name: 'Tablero de pisos' }).waitFor();
    await page.goto(server.url('/pisos/fuera-servicio'));
    await page.waitForURL((url) => url.pathname === '/pisos');
    await tarjeta(page, h1.Nombre).waitFor();
    // On the way, no page it left showed it a refusal.
    await page.waitForTimeout(500);
    await expect(page.locator('.rc-toast--error').allTextContents()).resolves.toEqual([]);
    expect(unexpectedErrors(page.errors)).toEqual([]);
    fallarSiGraves(revision);
  }, 180_000);

  it('at 1440×900 the front desk sees the board as a grid and keeps the rooms out of order: the refusal in the dialog, a new period, Quitar', async () => {
    const page = admin;
    const revision = new RevisionAxe(page);
    await page.goto(server.url('/pisos'));
    await tarjeta(page, datos.habitaciones[0].Nombre).waitFor();
    const tarjetas = await page.locator('.ps-tarjeta').evaluateAll((li) => li.map((e) => Math.round(e.getBoundingClientRect().top)));
    // A grid: several cards side by side on one row.
    expect(new Set(tarjetas).size).toBeLessThan(tarjetas.length);
    await quieta(page);
    await revision.escanear('/pisos (escritorio)');
    await screenshot(page, 'pisos-tablero-1440');

    const reserva = await reservarDesdePagina(page, datos, 2, dia(5), dia(7));
    await page.goto(server.url('/pisos/fuera-servicio'));
    await page.getByRole('heading', { level: 1, name: 'Fuera de servicio' }).waitFor();
    await page.getByText('No hay habitaciones fuera de servicio.', { exact: false }).waitFor();
    await quieta(page);
    await revision.escanear('/pisos/fuera-servicio (vacía)');

    const h = datos.habitaciones[2];
    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nuevo período fuera de servicio' });
    await dialogo.getByRole('option', { name: h.Nombre, exact: true }).waitFor({ state: 'attached' });
    await dialogo.getByLabel('Habitación').selectOption({ label: h.Nombre });
    await escribirFecha(dialogo.getByRole('textbox', { name: /^Desde/ }), dia(4));
    await escribirFecha(dialogo.getByRole('textbox', { name: /^Hasta/ }), dia(6));
    await dialogo.getByRole('textbox', { name: /^Motivo/ }).fill('Cambio de alfombra');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await dialogo.getByText(`La habitación tiene la reserva ${reserva} en esas noches`).waitFor();
    await quieta(page);
    await revision.escanear('/pisos/fuera-servicio: Nuevo con el rechazo del servidor');
    await screenshot(page, 'pisos-fuera-servicio-rechazo');

    await escribirFecha(dialogo.getByRole('textbox', { name: /^Desde/ }), dia(1));
    await escribirFecha(dialogo.getByRole('textbox', { name: /^Hasta/ }), dia(3));
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    const fila = page.getByRole('row').filter({ hasText: 'Cambio de alfombra' });
    await fila.waitFor();
    expect(await fila.getByRole('cell').first().textContent()).toBe(`${ddmmyyyy(dia(1))} → al ${ddmmyyyy(dia(3))}2 noches`);
    await quieta(page);
    await revision.escanear('/pisos/fuera-servicio');
    await revision.comprobarSalto('/pisos/fuera-servicio');
    await screenshot(page, 'pisos-fuera-servicio');
    // At a phone's width the list scrolls in its own box, and the page does not scroll sideways
    // (its cells' visually hidden texts stay inside that box).
    const ventana = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (ventana) await page.setViewportSize(ventana);

    await fila.getByRole('button', { name: /^Quitar/ }).click();
    const pregunta = page.getByRole('alertdialog', { name: 'Quitar período' });
    await pregunta.waitFor();
    await quieta(page);
    await revision.escanear('/pisos/fuera-servicio: Quitar');
    await pregunta.getByRole('button', { name: 'Aceptar' }).click();
    await fila.waitFor({ state: 'detached' });
    expect((await apiFromPage<unknown[]>(page, 'GET', '/api/FueraServicio')).body).toEqual([]);
    expect(unexpectedErrors((page as PaginaConErrores).errors)).toEqual([]);
    fallarSiGraves(revision);
  }, 180_000);
});

/** Types a day into a DateInput, as a user does: `ddMMyyyy`. */
async function escribirFecha(campo: Locator, iso: string) {
  await campo.fill('');
  await campo.pressSequentially(ddmmyyyy(iso).replace(/-/g, ''));
}

