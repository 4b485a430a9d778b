import type { Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';
import { dia, ddmmyyyy } from './support/dias';

/** With E2E_SCREENSHOTS set, the page is saved there once toasts and dialogs have settled. */
async function captura(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await screenshot(page, name);
}


/** A grid of the page by name (Handsontable may call itself a treegrid). */
const grid = (page: Page, nombre: string) => page.getByRole('treegrid', { name: nombre }).or(page.getByRole('grid', { name: nombre }));

/** The cell texts of the first grid row holding `texto`. */
async function filaCon(g: Locator, texto: string): Promise<string[]> {
  const fila = g.locator('tbody tr').filter({ hasText: texto }).first();
  await fila.waitFor();
  return (await fila.locator('td').allInnerTexts()).map((t) => t.trim());
}

async function toastExito(page: Page, texto: string) {
  await page.getByRole('status').filter({ hasText: texto }).first().waitFor();
}

/** Types a day into a DateInput, as a user does: `ddMMyyyy`. */
async function escribirFecha(campo: Locator, iso: string) {
  await campo.fill('');
  await campo.pressSequentially(ddmmyyyy(iso).replace(/-/g, ''));
}

describe('the reservation list pages in the browser', () => {
  const { server, browser } = usarProducto();

  it('lists a reservation with its total, adds a block, a waiting guest and an expense, and shows the daily cash', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('paginas'));
    const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'María Muñoz', GiroId: 1, PaisId: 35, Ciudad: 'Valdivia' })).body;
    const habitaciones = (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const creada = await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
      CheckIn: dia(1),
      CheckOut: dia(3),
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      NombreGrupo: 'Luna de miel',
      Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: dia(1), CheckOut: dia(3), CantidadPasajero: 2, AlojamientoPrecioUnitario: 45000 }],
    });
    expect(creada.status).toBe(200);
    const id = String(creada.body.Id);
    // 25 more, one night each in the same room after María's stay: 26 reservations, two pages of 25.
    for (let k = 0; k < 25; k++) {
      const otra = await apiFromPage(page, 'POST', '/api/ReservasB', {
        CheckIn: dia(3 + k),
        CheckOut: dia(4 + k),
        ClienteId: cliente.Id,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        NombreGrupo: `Noche ${k + 1}`,
        Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: dia(3 + k), CheckOut: dia(4 + k), CantidadPasajero: 1, AlojamientoPrecioUnitario: 10000 }],
      });
      expect(otra.status).toBe(200);
    }

    // The list: the reservation with its total (2 nights at 45.000, tax included).
    await page.goto(server.url('/reservas/listado'));
    const listado = grid(page, 'Listado de reservas');
    await listado.waitFor();
    await expect(page.title()).resolves.toBe('Listado de reservas - hotel-e2e.test');
    await expect(page.getByRole('textbox', { name: 'Desde' }).inputValue()).resolves.toBe(ddmmyyyy(dia(-2)));
    expect(await filaCon(listado, 'María Muñoz')).toEqual(
      expect.arrayContaining([id, ddmmyyyy(dia(1)), ddmmyyyy(dia(3)), habitaciones[0].Nombre, 'María Muñoz', 'Luna de miel', '2', 'CLP 90.000', 'Sin confirmar']),
    );
    // The totals row adds up every page on the server; the pager turns pages by keyboard.
    const totales = page.getByLabel('Totales del listado');
    await expect(totales.innerText()).resolves.toBe('26 reservas, 27 pasajeros, total CLP 340.000, saldo CLP 340.000');
    const paginas = page.getByRole('navigation', { name: 'Páginas del listado' });
    await paginas.getByText('Reservas 1–26 de 26').waitFor();
    await page.getByRole('combobox', { name: 'Filas por página' }).selectOption('25');
    await paginas.getByText('Reservas 1–25 de 26').waitFor();
    await page.locator('section[aria-label="Reservas"]:not([aria-busy])').waitFor();
    await paginas.getByRole('button', { name: 'Página siguiente' }).focus();
    await page.keyboard.press('Enter');
    await paginas.getByText('Reservas 26–26 de 26').waitFor();
    expect(await filaCon(listado, 'Noche 25')).toEqual(expect.arrayContaining([ddmmyyyy(dia(27)), ddmmyyyy(dia(28)), 'Noche 25', '1', 'CLP 10.000']));
    await expect(listado.locator('tbody tr').filter({ hasText: 'Luna de miel' }).count()).resolves.toBe(0);
    await expect(totales.innerText()).resolves.toBe('26 reservas, 27 pasajeros, total CLP 340.000, saldo CLP 340.000');
    await captura(page, 'paginas-01b-listado-pagina-2');
    await page.keyboard.press('ArrowLeft');
    await paginas.getByText('Reservas 1–25 de 26').waitFor();
    await listado.locator('tbody tr').filter({ hasText: 'Luna de miel' }).first().waitFor();
    await captura(page, 'paginas-01-listado');
    // «Nueva reserva» asks the reservation dialogs for the wizard through the address.
    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    await page.waitForURL((url) => url.pathname === '/reservas/listado' && url.searchParams.get('nueva-reserva') === '1');

    // A room block: the reserved room is refused, another one is saved.
    await page.goto(server.url('/reservas/bloqueo-habitacion'));
    await grid(page, 'Bloqueo de habitaciones').or(page.getByText('No hay habitaciones bloqueadas desde esa fecha.', { exact: false })).first().waitFor();
    await page.getByRole('button', { name: 'Nuevo bloqueo' }).click();
    const bloqueo = page.getByRole('dialog', { name: 'Bloqueo de habitación' });
    await expect(bloqueo.getByRole('textbox', { name: 'Noches' }).inputValue()).resolves.toBe('1');
    await escribirFecha(bloqueo.getByRole('textbox', { name: 'Fecha' }), dia(2));
    await bloqueo.getByRole('combobox', { name: 'Habitación' }).selectOption({ label: habitaciones[0].Nombre });
    await bloqueo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Habitación no disponible' }).first().waitFor();
    await captura(page, 'paginas-02-bloqueo-rechazado');
    await bloqueo.getByRole('combobox', { name: 'Habitación' }).selectOption({ label: habitaciones[1].Nombre });
    await bloqueo.getByRole('textbox', { name: 'Noches' }).fill('2');
    await bloqueo.getByRole('button', { name: 'Guardar' }).click();
    await bloqueo.waitFor({ state: 'detached' });
    await toastExito(page, 'Guardado con éxito');
    expect(await filaCon(grid(page, 'Bloqueo de habitaciones'), ddmmyyyy(dia(2)))).toEqual([habitaciones[1].Nombre, ddmmyyyy(dia(2)), '2', ddmmyyyy(dia(4))]);
    await captura(page, 'paginas-03-bloqueos');

    // A waiting guest.
    await page.goto(server.url('/reservas/lista-espera'));
    await page.getByRole('button', { name: 'Nueva espera' }).click();
    const espera = page.getByRole('dialog', { name: 'Reserva en lista de espera' });
    await espera.getByRole('button', { name: 'Guardar' }).click();
    await espera.locator('.rc-field__error').filter({ hasText: 'Seleccione un Cliente' }).waitFor();
    await espera.getByRole('combobox', { name: 'Cliente' }).fill('Muñ');
    await espera.getByRole('option', { name: 'María Muñoz' }).click();
    await espera.getByRole('textbox', { name: 'Pasajeros' }).fill('2');
    await espera.getByRole('textbox', { name: 'Habitaciones de preferencia' }).fill('Vista al jardín');
    await captura(page, 'paginas-04-espera');
    await espera.getByRole('button', { name: 'Guardar' }).click();
    await espera.waitFor({ state: 'detached' });
    await toastExito(page, 'Guardado con éxito');
    // Read again after the save: the hotel has free rooms those nights, and says so in words.
    await grid(page, 'Lista de espera').locator('tbody tr').filter({ hasText: 'Hay disponibilidad' }).first().waitFor();
    expect(await filaCon(grid(page, 'Lista de espera'), 'María Muñoz')).toEqual(['Hay disponibilidad', ddmmyyyy(dia(0)), ddmmyyyy(dia(1)), 'María Muñoz', '', '2', '1', 'Vista al jardín', '']);

    // An expense.
    await page.goto(server.url('/reservas/gastos'));
    await page.getByRole('button', { name: 'Nuevo gasto' }).click();
    const gasto = page.getByRole('dialog', { name: 'Gasto' });
    await gasto.getByRole('textbox', { name: 'Concepto' }).fill('Gas licuado');
    await gasto.getByRole('textbox', { name: 'Valor' }).pressSequentially('45990');
    await gasto.getByRole('textbox', { name: 'Valor' }).press('Enter');
    await gasto.waitFor({ state: 'detached' });
    await toastExito(page, 'Guardado con éxito');
    expect(await filaCon(grid(page, 'Gastos'), 'Gas licuado')).toEqual([ddmmyyyy(dia(0)), 'Gas licuado', '45.990', '']);
    await page.getByText('1 gasto, total CLP 45.990').waitFor();
    await captura(page, 'paginas-05-gastos');

    // The daily cash: today every room is free; on the stay's second day the reserved room shows its charge.
    await page.goto(server.url('/reservas/caja-habitacion'));
    const caja = grid(page, 'Caja por habitación');
    await caja.waitFor();
    await expect(page.getByRole('textbox', { name: 'Fecha' }).inputValue()).resolves.toBe(ddmmyyyy(dia(0)));
    await escribirFecha(page.getByRole('textbox', { name: 'Fecha' }), dia(2));
    expect(await filaCon(caja, 'María Muñoz')).toEqual([habitaciones[0].Nombre, ddmmyyyy(dia(1)), ddmmyyyy(dia(3)), 'María Muñoz', 'Sin confirmar', '2', '90.000', '0', '0', '90.000', 'Peso chileno']);
    await page.getByText('Ingresos del día: CLP 0').waitFor();
    await captura(page, 'paginas-06-caja');

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});
