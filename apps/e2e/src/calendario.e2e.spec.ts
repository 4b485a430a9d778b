import type { Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';
import { celdaCalendario, dia, filaCalendario as fila } from './support/dias';

/** With E2E_SCREENSHOTS set, the page is saved there once toasts and dialogs have settled. */
async function captura(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await screenshot(page, name);
}



/** Drags with the mouse from the middle of one element to the middle of another. */
async function arrastrar(page: Page, desde: Locator, hasta: Locator) {
  const a = await desde.boundingBox();
  const b = await hasta.boundingBox();
  if (!a || !b) throw new Error('Sin caja para arrastrar');
  await page.mouse.move(a.x + 6, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Drags from the middle of `desde` (a small handle) to the middle of `hasta`. */
async function arrastrarDesdeElCentro(page: Page, desde: Locator, hasta: Locator) {
  const a = await desde.boundingBox();
  const b = await hasta.boundingBox();
  if (!a || !b) throw new Error('Sin caja para arrastrar');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

describe('the occupancy calendar in the browser', () => {
  const { server, browser } = usarProducto();

  it('creates a reservation from selected cells, moves it to a free room and puts it back when the room is taken', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('calendario'));
    const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'María Muñoz', GiroId: 1, PaisId: 35, Ciudad: 'Valdivia' })).body;
    const habitaciones = (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    // Room 3 is taken on the nights the test moves onto.
    const ocupada = await apiFromPage(page, 'POST', '/api/ReservasB', {
      CheckIn: dia(3),
      CheckOut: dia(6),
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      NombreGrupo: 'Ocupante',
      Habitaciones: [{ HabitacionId: habitaciones[2].Id, CheckIn: dia(3), CheckOut: dia(6), CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
    });
    expect(ocupada.status).toBe(200);

    await page.goto(server.url('/reservas/calendario'));
    const grid = page.getByRole('grid', { name: 'Calendario de ocupación' });
    await grid.waitFor();
    await expect(page.title()).resolves.toBe('Calendario - hotel-e2e.test');
    expect(await page.getByRole('columnheader').count()).toBe(15);
    await fila(page, '3').locator('.cal-bar').filter({ hasText: 'Ocupante' }).waitFor();
    await captura(page, 'calendario-01-inicial');

    // Select room 1, today and tomorrow (2 nights), then the wizard.
    await arrastrar(page, celdaCalendario(page, '1', dia(0)), celdaCalendario(page, '1', dia(1)));
    await expect(celdaCalendario(page, '1', dia(1)).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    // The reservations area's wizard, opened by address over the calendar and prefilled.
    const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
    await wizard.getByRole('combobox', { name: 'Cliente' }).fill('Muñ');
    await wizard.getByRole('option', { name: 'María Muñoz' }).click();
    await wizard.getByLabel('Nombre del grupo').fill('Luna de miel');
    await captura(page, 'calendario-02-wizard-general');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByText('Paso 2 de 2: Habitaciones').waitFor();
    await wizard.getByLabel('Precio por noche habitación 1', { exact: true }).fill('45000');
    await captura(page, 'calendario-03-wizard-habitaciones');
    await wizard.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await wizard.waitFor({ state: 'detached' });
    // Saved, it opens as the edit modal; closing it leaves the calendar with the new bar.
    await page.waitForURL((url) => url.searchParams.has('reserva'));
    const modal = page.getByRole('dialog', { name: /^Reserva \d+$/ });
    await modal.getByRole('tab', { name: 'General' }).waitFor();
    await captura(page, 'calendario-04-modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('reserva'));
    const barra = fila(page, '1').locator('.cal-bar').filter({ hasText: 'Luna de miel' });
    await barra.waitFor();
    await captura(page, 'calendario-04-creada');

    // Move it to room 2, the same nights: confirmed, saved.
    await arrastrar(page, barra.locator('.cal-bar__body'), celdaCalendario(page, '2', dia(0)));
    const confirmacion = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirmacion.waitFor();
    await captura(page, 'calendario-05-confirmar-traslado');
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    const enDos = fila(page, '2').locator('.cal-bar').filter({ hasText: 'Luna de miel' });
    await enDos.waitFor();
    // Saved and read again: the bar is no longer the dragged preview.
    await page.locator('.cal-bar--arrastrada').waitFor({ state: 'detached' });
    await expect(fila(page, '1').locator('.cal-bar').count()).resolves.toBe(0);

    // Onto room 3 from the day after tomorrow: taken, refused, and the bar goes back to room 2.
    await arrastrar(page, enDos.locator('.cal-bar__body'), celdaCalendario(page, '3', dia(4)));
    await page.getByRole('alertdialog', { name: 'Confirmar' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Habitación no disponible' }).first().waitFor();
    await enDos.waitFor();
    await expect(fila(page, '3').locator('.cal-bar').count()).resolves.toBe(1);
    await captura(page, 'calendario-06-rechazado');

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);

  it('shows a tooltip with the balance, stretches a stay (the balance follows), changes status from the context menu, opens the reservation, finds one and shows a month', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('calendario'));
    const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'Jorge Pino', GiroId: 1, PaisId: 35, Ciudad: 'Osorno' })).body;
    const habitaciones = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const creada = await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
      CheckIn: dia(1),
      CheckOut: dia(4),
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      NombreGrupo: 'Congreso',
      Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: dia(1), CheckOut: dia(4), CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
    });
    expect(creada.status).toBe(200);
    await apiFromPage(page, 'POST', '/api/Bloqueos', { Fecha: dia(2), Noches: 2, HabitacionId: habitaciones[1].Id });

    await page.goto(server.url('/reservas/calendar-new'));
    const barra = fila(page, '1').locator('.cal-bar').filter({ hasText: 'Jorge Pino' });
    // The area's first load in a new context: on a machine busy with the other jest worker it has taken over 30 s.
    await barra.waitFor({ timeout: 60_000 });
    await fila(page, '2').locator('.cal-block').waitFor();
    await captura(page, 'calendario-07-bloqueo');
    await barra.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Estado: Sin confirmar' }).waitFor();
    await captura(page, 'calendario-07-tooltip-hover');

    // 3 nights at 30.000 (tax included): the balance in the tooltip.
    await page.getByRole('tooltip').filter({ hasText: 'Saldo: CLP 90.000' }).waitFor();

    // One more night by dragging the bar's end: confirmed, re-priced, and the balance follows.
    await arrastrarDesdeElCentro(page, barra.locator('.cal-bar__resize'), celdaCalendario(page, '1', dia(4)));
    const confirmacion = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await page.mouse.move(0, 0);
    await barra.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Saldo: CLP 120.000' }).waitFor();
    await page.getByRole('tooltip').filter({ hasText: '4 noches' }).waitFor();
    await captura(page, 'calendario-08-estirada');

    // The context menu changes the status.
    await barra.locator('.cal-bar__body').click({ button: 'right' });
    const menu = page.getByRole('menu', { name: `Reserva ${creada.body.Id}` });
    await captura(page, 'calendario-08-menu');
    await menu.getByRole('menuitem', { name: 'Confirmado', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await fila(page, '1').locator('.cal-bar.cal-estado--confirmado').waitFor();

    // A click opens the reservation (the reservations area's edit modal, by address).
    await fila(page, '1').locator('.cal-bar__body').click();
    await page.waitForURL((url) => url.searchParams.get('reserva') === String(creada.body.Id));
    const modal = page.getByRole('dialog', { name: `Reserva ${creada.body.Id}` });
    await modal.getByRole('tab', { name: 'General' }).waitFor();
    await expect(modal.getByRole('combobox', { name: 'Cliente' }).inputValue()).resolves.toBe('Jorge Pino');
    await captura(page, 'calendario-08-modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // Far ahead: the search jumps to its week and highlights it.
    const futura = await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
      CheckIn: dia(60),
      CheckOut: dia(62),
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      NombreGrupo: 'Boda Sur',
      Habitaciones: [{ HabitacionId: habitaciones[2].Id, CheckIn: dia(60), CheckOut: dia(62), CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
    });
    expect(futura.status).toBe(200);
    await page.getByRole('textbox', { name: 'Buscar reserva' }).fill('boda');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.locator(`.cal-bar--destacada[data-reserva="${futura.body.Id}"]`).waitFor();
    await captura(page, 'calendario-09-busqueda');

    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="columnheader"]').length >= 29);
    await captura(page, 'calendario-10-mes');
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);

  it('shows a change made in another page of the same hotel without reloading', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('calendario-vivo'));
    const otra = await page.context().newPage();
    const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'Rita Vera', GiroId: 1, PaisId: 55 })).body;
    const habitaciones = (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const creada = (
      await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
        CheckIn: dia(1),
        CheckOut: dia(3),
        ClienteId: cliente.Id,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        NombreGrupo: 'En vivo',
        Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: dia(1), CheckOut: dia(3), CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
      })
    ).body;
    await page.goto(server.url('/reservas/calendario'));
    await fila(page, '1').locator('.cal-bar').filter({ hasText: 'Rita Vera' }).waitFor();

    // Another receptionist (same session, another tab) moves the stay to room 2.
    await otra.goto(server.url('/reservas/calendario'));
    const movida = await apiFromPage<{ resultado: boolean }>(otra, 'PUT', `/api/Calendario/SetTrasladoReserva/${creada.Id}-1`, {
      start_date: dia(1),
      end_date: dia(3),
      room: habitaciones[1].Id,
    });
    expect(movida.body.resultado).toBe(true);
    // Well under the 30 s polling: the live channel's `up` makes the first page read again.
    await fila(page, '2').locator('.cal-bar').filter({ hasText: 'Rita Vera' }).waitFor({ timeout: 5000 });
    expect(await fila(page, '1').locator('.cal-bar').filter({ hasText: 'Rita Vera' }).count()).toBe(0);
  }, 120_000);
});
