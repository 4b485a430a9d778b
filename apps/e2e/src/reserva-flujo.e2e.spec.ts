import type { Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';

/** With E2E_SCREENSHOTS set, the page is saved there once toasts and dialogs have settled. */
async function captura(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

const toast = (page: Page, texto: string) => page.locator('.rc-toast').filter({ hasText: texto }).first();

/** es-CL money without cents: 28000 → '28.000'. */
const clp = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('a reservation from the wizard to the check-out, in the browser', () => {
  const { server, browser } = usarProducto();

  it('creates it with the wizard, adds a guest, a charge and a payment, prints the balance, checks in and checks out with the company message', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    const hotel = await registrarHotelConfigurado(page, nuevaCuenta('reserva'));
    await apiFromPage(page, 'POST', '/api/Clientes', { Nombre: 'María Muñoz', GiroId: 1, PaisId: 35, Ciudad: 'Valdivia' });
    const tipo = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/GruposServicio', { Nombre: 'Minibar' })).body;
    await apiFromPage(page, 'POST', '/api/Cargos', { Nombre: 'Agua mineral', TipoCargoId: tipo.Id });
    // The company's check-out message, the hotel's check-out password and the statement's header.
    const { EmpresaId } = (await apiFromPage<{ EmpresaId: number }>(page, 'GET', `/api/Hoteles/${hotel.hotelId}`)).body;
    expect((await apiFromPage(page, 'PUT', `/api/Empresas/${EmpresaId}`, { Nombre: 'Empresa Sur', MensajeCheckOut: 'Recuerde retirar la tarjeta de la habitación' })).status).toBe(200);
    const config = (await apiFromPage<{ Id: number }>(page, 'GET', `/api/Apertura/Configuracion/${hotel.hotelId}`)).body;
    const claves = await apiFromPage(page, 'PUT', `/api/Configuraciones/${config.Id}`, { Nombre: 'Hotel del Lago', Encabezado: 'Av. Costanera 123, Valdivia', ClaveCheckOut: 'salida-2027' });
    expect(claves.status).toBe(200);

    // The wizard, opened through the address over the reservations list.
    await page.goto(server.url('/reservas/listado?nueva-reserva=1'));
    const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
    await wizard.getByText('Paso 1 de 2: Datos generales').waitFor();
    await wizard.getByRole('combobox', { name: 'Cliente' }).fill('Muñ');
    await wizard.getByRole('option', { name: 'María Muñoz' }).click();
    await wizard.getByLabel('Nombre del grupo').fill('Luna de miel');
    await captura(page, 'reserva-01-wizard-general');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByText('Paso 2 de 2: Habitaciones').waitFor();
    await wizard.getByRole('button', { name: 'Agregar habitación' }).click();
    await wizard.getByRole('combobox', { name: 'Habitación línea 1' }).selectOption({ label: '1' });
    await wizard.getByLabel('Precio por noche habitación 1', { exact: true }).fill('45000');
    await captura(page, 'reserva-02-wizard-habitaciones');
    await wizard.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Guardado con éxito').waitFor();
    await page.waitForURL((url) => url.searchParams.has('reserva'));
    const reservaId = Number(new URL(page.url()).searchParams.get('reserva'));
    const modal = page.getByRole('dialog', { name: `Reserva ${reservaId}` });
    await modal.getByRole('tab', { name: 'General' }).waitFor();
    await expect(modal.getByRole('combobox', { name: 'Cliente' }).inputValue()).resolves.toBe('María Muñoz');

    // A guest in room 1.
    await modal.getByRole('tab', { name: 'Pasajeros' }).click();
    const pasajeros = modal.getByRole('region', { name: 'Pasajeros de la reserva' });
    await pasajeros.getByRole('combobox', { name: 'Pasajero' }).fill('Marí');
    await page.getByRole('option', { name: 'María Muñoz' }).click();
    await pasajeros.getByRole('button', { name: 'Añadir' }).click();
    await toast(page, 'Se añadio pasajero').waitFor();

    // A charge on the room.
    await modal.getByRole('tab', { name: 'Cargos' }).click();
    await modal.getByRole('button', { name: 'Agregar cargo' }).click();
    const cargo = page.getByRole('dialog', { name: 'Agregar cargo' });
    await cargo.getByRole('combobox', { name: 'Cargo' }).selectOption({ label: 'Agua mineral' });
    await cargo.getByRole('textbox', { name: 'Precio' }).fill('1500');
    await cargo.getByRole('textbox', { name: 'Cantidad' }).fill('2');
    await captura(page, 'reserva-03-cargo');
    await cargo.getByRole('button', { name: 'Aceptar' }).click();
    await cargo.waitFor({ state: 'detached' });
    await modal.getByRole('region', { name: 'Cargos de la reserva' }).getByText('Agua mineral').waitFor();

    // A payment.
    await modal.getByRole('tab', { name: 'Pagos' }).click();
    await modal.getByRole('button', { name: 'Agregar pago' }).click();
    const pago = page.getByRole('dialog', { name: 'Agregar pago' });
    await pago.getByRole('textbox', { name: 'Concepto' }).fill('Abono');
    await pago.getByRole('textbox', { name: 'Valor' }).fill('20000');
    await pago.getByRole('button', { name: 'Aceptar' }).click();
    await pago.waitFor({ state: 'detached' });
    await modal.getByRole('tab', { name: 'Cuenta' }).click();
    await captura(page, 'reserva-04-cuenta');

    await modal.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Guardado con éxito').waitFor();
    await modal.waitFor({ state: 'detached' });
    const guardada = (await apiFromPage<{ Pasajeros: unknown[]; Cargos: unknown[]; Ingresos: unknown[]; Saldos: { MonedaId: string; Saldo: number }[] }>(page, 'GET', `/api/ReservasB/${reservaId}`)).body;
    expect([guardada.Pasajeros.length, guardada.Cargos.length, guardada.Ingresos.length]).toEqual([1, 1, 1]);
    const saldo = guardada.Saldos.find((s) => s.MonedaId === 'CLP')?.Saldo ?? NaN;
    expect(saldo).toBe(45000 + 3000 - 20000);

    // The account statement shows the balance.
    await page.goto(server.url(`/reservas/listado?estado-cuenta=${reservaId}`));
    const estado = page.getByRole('dialog', { name: 'Estado de cuenta' });
    const documento = estado.getByRole('article', { name: `Estado de cuenta de la reserva ${reservaId}` });
    await documento.waitFor();
    await documento.getByText('Hotel del Lago').waitFor();
    await documento.getByText('Av. Costanera 123, Valdivia').waitFor();
    await expect(documento.getByRole('row', { name: /Saldo CLP/ }).textContent()).resolves.toContain(clp(saldo));
    await expect(documento.getByRole('row', { name: /Abono/ }).textContent()).resolves.toContain('-20.000');
    await captura(page, 'reserva-05-estado-cuenta');
    await estado.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await estado.waitFor({ state: 'detached' });

    // Check-in, then check-out with the hotel password: the company's message is shown.
    await page.goto(server.url(`/reservas/listado?reserva=${reservaId}`));
    const barra = page.getByRole('toolbar', { name: 'Estado de la reserva' });
    await barra.getByRole('button', { name: 'Check-IN' }).click();
    await toast(page, 'Guardado con éxito').waitFor();
    await barra.locator('strong', { hasText: 'Check-IN' }).waitFor();
    await barra.getByRole('button', { name: 'Check-OUT' }).click();
    // A balance is owing: the check-out asks first, showing it.
    const pregunta = page.getByRole('alertdialog', { name: 'Confirmar' });
    await expect(pregunta.textContent()).resolves.toContain(`La reserva tiene saldo por pagar: CLP ${clp(saldo)}.`);
    await captura(page, 'reserva-06-confirmar-check-out');
    await pregunta.getByRole('button', { name: 'Aceptar' }).click();
    const clave = page.getByRole('dialog', { name: 'Check-OUT' });
    await clave.getByLabel('Contraseña').fill('salida-2027');
    await clave.getByRole('button', { name: 'Aceptar' }).click();
    const mensaje = page.getByRole('alertdialog', { name: 'Check-OUT' });
    await mensaje.getByText('Recuerde retirar la tarjeta de la habitación').waitFor();
    await captura(page, 'reserva-06-check-out');
    await mensaje.getByRole('button', { name: 'Aceptar' }).click();
    await barra.locator('strong', { hasText: 'Check-OUT' }).waitFor();
    expect((await apiFromPage<{ EstadoId: number }>(page, 'GET', `/api/ReservasB/${reservaId}`)).body.EstadoId).toBe(8);

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);
});
