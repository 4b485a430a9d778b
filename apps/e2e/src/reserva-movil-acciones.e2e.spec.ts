import type { Locator } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { fallarSiGraves } from './support/accesibilidad';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { dia, ddmmyyyy } from './support/dias';
import { usarTelefono } from './support/telefono';


/** A thumb's target: at least 44 px each way (WCAG 2.5.5), inside the 390 px screen. */
async function esTactil(boton: Locator): Promise<void> {
  const caja = await boton.boundingBox();
  if (!caja) throw new Error('Sin caja');
  expect(caja.height).toBeGreaterThanOrEqual(44);
  expect(caja.width).toBeGreaterThanOrEqual(44);
  expect(caja.x).toBeGreaterThanOrEqual(0);
  expect(caja.x + caja.width).toBeLessThanOrEqual(390);
}

describe('the front desk on a 390×844 phone: check-in, the guest, a payment, a charge and check-out from the reservation view', () => {
  const { server, pagina } = usarTelefono();

  it('checks in, adds the guest, registers a payment and adds a charge (each saved with the whole reservation) and checks out, axe-clean', async () => {
    const page = await pagina();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('movil-acciones'));
    const datos = await datosParaReservar(page, { Nombre: 'Matías Fuentealba', Ciudad: 'Osorno' });
    const reservaId = await reservarDesdePagina(page, datos, 0, dia(0), dia(2), { precio: 45000 });
    const minibar = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/GruposServicio', { Nombre: 'Minibar' })).body;
    expect((await apiFromPage(page, 'POST', '/api/Cargos', { Nombre: 'Agua mineral', TipoCargoId: minibar.Id })).status).toBe(200);

    await page.goto(server.url(`/reservas/calendario?reserva=${reservaId}`));
    const vista = page.getByRole('dialog', { name: `Reserva ${reservaId}` });
    const acciones = vista.getByRole('region', { name: 'Acciones de recepción' });
    const general = vista.getByRole('region', { name: 'General' });
    await acciones.waitFor();
    const revision = new RevisionAxe(page);
    await revision.escanear('Reserva en el teléfono');
    for (const nombre of ['Check-IN', 'Check-OUT', 'Registrar pago', 'Agregar cargo', 'Editar pasajeros']) await esTactil(acciones.getByRole('button', { name: nombre }));

    // Check-in on the arrival day: no question, the view shows the new status.
    await acciones.getByRole('button', { name: 'Check-IN' }).tap();
    await general.getByText('Check-IN', { exact: true }).waitFor();
    expect(await acciones.getByRole('button', { name: 'Check-IN' }).isDisabled()).toBe(true);

    // The guest at the desk, with the edit modal's guests tab, saved with the reservation.
    await acciones.getByRole('button', { name: 'Editar pasajeros' }).tap();
    const dialogoPasajeros = page.getByRole('dialog', { name: 'Pasajeros' });
    const tabPasajeros = dialogoPasajeros.getByRole('region', { name: 'Pasajeros de la reserva' });
    await tabPasajeros.getByRole('combobox', { name: 'Pasajero' }).fill('Matías');
    await page.getByRole('option', { name: /Matías Fuentealba/ }).tap();
    await tabPasajeros.getByRole('button', { name: 'Añadir' }).tap();
    await tabPasajeros.getByRole('table', { name: 'Pasajeros' }).getByText('Matías Fuentealba').waitFor();
    await revision.escanear('Pasajeros en el teléfono');
    await screenshot(page, 'movil-pasajeros');
    expect(await dialogoPasajeros.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    // The guest's row, its Editar and Quitar stacked, fits the phone without scrolling sideways.
    expect(await tabPasajeros.evaluate((s) => s.scrollWidth <= s.clientWidth)).toBe(true);
    await dialogoPasajeros.getByRole('button', { name: 'Guardar' }).tap();
    await dialogoPasajeros.waitFor({ state: 'detached' });
    await vista.getByRole('region', { name: 'Pasajeros' }).getByText(/^Matías Fuentealba · habitación /).waitFor();

    // A payment, with the edit modal's dialog; Esc closes it unsaved.
    await acciones.getByRole('button', { name: 'Registrar pago' }).tap();
    let pago = page.getByRole('dialog', { name: 'Agregar pago' });
    await pago.waitFor();
    await page.keyboard.press('Escape');
    await pago.waitFor({ state: 'detached' });
    await acciones.getByRole('button', { name: 'Registrar pago' }).tap();
    pago = page.getByRole('dialog', { name: 'Agregar pago' });
    await pago.getByRole('textbox', { name: /Concepto/ }).fill('Pago al llegar');
    await pago.getByRole('textbox', { name: /Valor/ }).fill('90000');
    await revision.escanear('Registrar pago en el teléfono');
    await screenshot(page, 'movil-registrar-pago');
    await pago.getByRole('button', { name: 'Aceptar' }).tap();
    await pago.waitFor({ state: 'detached' });
    await vista.getByRole('region', { name: 'Pagos' }).getByText(`${ddmmyyyy(dia(0))} · Pago al llegar · 90.000 CLP`).waitFor();
    // Paid in full: the balance the view shows is 0.
    await general.locator('.rs-movil__saldo dd').filter({ hasText: /^0$/ }).waitFor();

    // Two bottles from the minibar, with the edit modal's charge dialog: the balance is theirs.
    await acciones.getByRole('button', { name: 'Agregar cargo' }).tap();
    const cargo = page.getByRole('dialog', { name: 'Agregar cargo' });
    await cargo.getByRole('combobox', { name: 'Cargo' }).selectOption({ label: 'Agua mineral' });
    await cargo.getByRole('textbox', { name: 'Precio' }).fill('1500');
    await cargo.getByRole('textbox', { name: 'Cantidad' }).fill('2');
    await revision.escanear('Agregar cargo en el teléfono');
    await screenshot(page, 'movil-agregar-cargo');
    await cargo.getByRole('button', { name: 'Aceptar' }).tap();
    await cargo.waitFor({ state: 'detached' });
    await vista.getByRole('region', { name: 'Cargos' }).getByText(`${ddmmyyyy(dia(0))} · Agua mineral × 2 · 3.000 CLP`).waitFor();
    await general.locator('.rs-movil__saldo dd').filter({ hasText: /^3\.000$/ }).waitFor();

    // Check-out before the departure day is asked first; on the arrival day it offers to keep only
    // the first night. The guest keeps the nights booked here.
    await acciones.getByRole('button', { name: 'Check-OUT' }).tap();
    const pregunta = page.getByRole('alertdialog', { name: 'Check-OUT' });
    await pregunta.getByText(`La salida es el ${ddmmyyyy(dia(2))}`, { exact: false }).waitFor();
    await pregunta.getByText(`con salida el ${ddmmyyyy(dia(1))}`, { exact: false }).waitFor();
    await pregunta.getByRole('button', { name: 'Check-out sin acortar' }).tap();
    await general.getByText('Check-OUT', { exact: true }).waitFor();
    await screenshot(page, 'movil-check-out');
    await revision.escanear('Reserva en el teléfono tras el check-out');

    // The history, read when opened: newest first, the check-out on top, the payment below it.
    const historial = vista.getByRole('region', { name: 'Historial' });
    await historial.getByText('Historial', { exact: true }).tap();
    const lineas = historial.getByRole('list', { name: 'Historial de la reserva' }).getByRole('listitem');
    await lineas.first().waitFor();
    expect(await lineas.first().textContent()).toContain('Check-IN → Check-OUT');
    expect((await lineas.allTextContents()).some((t) => t.includes('Pago al llegar') && t.includes('90.000'))).toBe(true);
    await screenshot(page, 'movil-historial');
    await revision.escanear('Historial de la reserva en el teléfono');

    // As saved: the status, the payment and the stay as booked.
    const guardada = (
      await apiFromPage<{ EstadoId: number; CheckOut: string; Ingresos: { Concepto: string; Valor: number; MonedaId: string; FormaPagoId: number }[]; Cargos: { CargoNombre: string; Cantidad: number; Total: number }[]; Pasajeros: { PasajeroNombre: string }[] }>(
        page,
        'GET',
        `/api/ReservasB/${reservaId}`,
      )
    ).body;
    expect(guardada.Pasajeros).toEqual([expect.objectContaining({ PasajeroNombre: 'Matías Fuentealba' })]);
    expect(guardada.Cargos).toEqual([expect.objectContaining({ CargoNombre: 'Agua mineral', Cantidad: 2, Total: 3000 })]);
    expect(guardada.EstadoId).toBe(8);
    expect(guardada.CheckOut.slice(0, 10)).toBe(dia(2));
    expect(guardada.Ingresos).toEqual([expect.objectContaining({ Concepto: 'Pago al llegar', Valor: 90000, MonedaId: 'CLP', FormaPagoId: 1 })]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    fallarSiGraves(revision);
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);
});
