import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina } from './support/api-session';
import { usarProducto } from './support/producto';
import { celdaCalendario, dia, filaCalendario as fila } from './support/dias';

// A read-only user type (Consulta) was offered the whole booking and
// moving of the calendar, refused only at the end by the API; and on a phone a range of nights
// could not be chosen, since a finger can neither drag across cells nor hold Shift.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type PaginaConErrores = Page & { errors: string[] };

async function nuevaPagina(contexto: BrowserContext): Promise<PaginaConErrores> {
  const page = (await contexto.newPage()) as PaginaConErrores;
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}


const elegidas = (page: Page) =>
  page.locator('[role="gridcell"][aria-selected="true"]').evaluateAll((celdas) => celdas.map((c) => `${c.closest('.cal-row')?.getAttribute('data-habitacion')} ${c.getAttribute('data-dia')}`));

describe('the calendar for a Consulta user and on a phone', () => {
  const { server, browser } = usarProducto();
  const contextos: BrowserContext[] = [];
  const nuevoContexto = async (opciones: BrowserContextOptions) => {
    const chromium = browser.context.browser();
    if (!chromium) throw new Error('Sin navegador');
    const contexto = await chromium.newContext(opciones);
    contextos.push(contexto);
    return contexto;
  };
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  it('on a 390×844 phone, two taps on one room choose its nights (check-in, last night) and «Nueva reserva» opens the wizard for them', async () => {
    const telefono = await nuevoContexto({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true, locale: 'es-CL' });
    const page = await nuevaPagina(telefono);
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('consulta-movil'));
    const datos = await datosParaReservar(page, { Nombre: 'Bruno Ojeda', Ciudad: 'Castro' });
    const habitacion = datos.habitaciones[1];
    await page.goto(server.url('/reservas/calendario'));
    await page.getByRole('grid', { name: 'Calendario de ocupación' }).waitFor();
    await fila(page, habitacion.Nombre).waitFor();

    await celdaCalendario(page, habitacion.Nombre, dia(1)).tap();
    await expect(elegidas(page)).resolves.toEqual([`${habitacion.Nombre} ${dia(1)}`]);
    await celdaCalendario(page, habitacion.Nombre, dia(3)).tap();
    await expect(elegidas(page)).resolves.toEqual([1, 2, 3].map((d) => `${habitacion.Nombre} ${dia(d)}`));
    await screenshot(page, 'consulta-movil-rango');

    await page.getByRole('button', { name: 'Nueva reserva' }).tap();
    const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
    await wizard.getByText('Paso 1 de 2: Datos generales').waitFor();
    const q = new URL(page.url()).searchParams;
    expect([q.get('desde'), q.get('hasta'), q.get('habitaciones')]).toEqual([dia(1), dia(4), String(habitacion.Id)]);
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);

  it('a Consulta user reads the calendar: no «Nueva reserva», no range, no drag or resize, no status in the menu; a bar still opens', async () => {
    const escritorio = await nuevoContexto({ viewport: { width: 1366, height: 768 }, locale: 'es-CL' });
    const admin = await nuevaPagina(escritorio);
    await admin.goto(server.url('/precios'));
    await registrarHotelConfigurado(admin, nuevaCuenta('consulta-admin'));
    const datos = await datosParaReservar(admin, { Nombre: 'Francisca Aránguiz', Ciudad: 'Ancud' });
    const reservaId = await reservarDesdePagina(admin, datos, 0, dia(0), dia(2));
    // A hotel user of type CO (Consulta), as «Usuarios autorizados» makes it.
    const consulta = nuevaCuenta('consulta');
    const creado = await apiFromPage<{ Id: number }>(admin, 'POST', '/api/HotelUsuarios/CrearUsuario', { nombre: consulta.nombre, email: consulta.email, password: consulta.password });
    expect(creado.status).toBe(200);
    expect((await apiFromPage(admin, 'PUT', `/api/HotelUsuarios/${creado.body.Id}`, { IDTipoUsuario: 'CO' })).status).toBe(200);

    const otro = await nuevoContexto({ viewport: { width: 1366, height: 768 }, locale: 'es-CL' });
    const page = await nuevaPagina(otro);
    await page.goto(server.url('/precios'));
    expect((await apiFromPage(page, 'POST', '/api/Cuenta/Login', { email: consulta.email, password: consulta.password })).status).toBe(200);
    await page.goto(server.url('/reservas/calendario'));
    const grid = page.getByRole('grid', { name: 'Calendario de ocupación' });
    const barra = fila(page, datos.habitaciones[0].Nombre).locator('.cal-bar__body');
    await barra.waitFor();
    expect(await page.getByRole('button', { name: 'Nueva reserva' }).count()).toBe(0);
    await page.getByRole('note').filter({ hasText: 'Solo lectura' }).waitFor();
    expect(await grid.getAttribute('aria-multiselectable')).toBeNull();
    expect(await page.locator('.cal-bar__resize').count()).toBe(0);

    // A mouse drag across cells chooses nothing.
    const desde = await celdaCalendario(page, datos.habitaciones[1].Nombre, dia(1)).boundingBox();
    const hasta = await celdaCalendario(page, datos.habitaciones[2].Nombre, dia(3)).boundingBox();
    if (!desde || !hasta) throw new Error('Sin celdas');
    await page.mouse.move(desde.x + desde.width / 2, desde.y + desde.height / 2);
    await page.mouse.down();
    await page.mouse.move(hasta.x + hasta.width / 2, hasta.y + hasta.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(elegidas(page)).resolves.toEqual([]);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).searchParams.get('nueva-reserva')).toBeNull();

    // Dragging the bar to another room asks nothing and moves nothing.
    const caja = await barra.boundingBox();
    if (!caja) throw new Error('Sin barra');
    await page.mouse.move(caja.x + 10, caja.y + caja.height / 2);
    await page.mouse.down();
    await page.mouse.move(desde.x + desde.width / 2, desde.y + desde.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    const reserva = await apiFromPage<{ Habitaciones: { HabitacionId: number; CheckIn: string }[] }>(page, 'GET', `/api/ReservasB/${reservaId}`);
    expect(reserva.body.Habitaciones.map((h) => [h.HabitacionId, h.CheckIn.slice(0, 10)])).toEqual([[datos.habitaciones[0].Id, dia(0)]]);

    // The menu: open and the statement only.
    await page.goto(server.url('/reservas/calendario'));
    await barra.waitFor();
    await barra.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: `Reserva ${reservaId}` });
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(['Abrir reserva', 'Estado de cuenta']);
    await screenshot(page, 'consulta-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // A click on the bar still opens the reservation.
    await barra.click();
    await page.getByRole('dialog', { name: new RegExp(`Reserva ${reservaId}`) }).waitFor();
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);
});
