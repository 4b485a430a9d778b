import type { Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado, reservarDesdePagina } from './support/api-session';
import { usarTelefono } from './support/telefono';
import { dia } from './support/dias';



/** How wide the document is: wider than the viewport means the page scrolls sideways. */
const anchoDocumento = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the calendar and the reservation view on a 390 px phone', () => {
  const { server, pagina } = usarTelefono();

  it('fits the calendar page and the reservation view into 390×844, with the close button in view', async () => {
    const page = await pagina();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('movil'));
    const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'Francisca Aránguiz Solar', GiroId: 1, PaisId: 35, Ciudad: 'Puerto Montt' })).body;
    const habitaciones = (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const creada = await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
      CheckIn: dia(0),
      CheckOut: dia(3),
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      NombreGrupo: 'Congreso de Ingeniería Forestal del Sur',
      Comentario: 'Llegan en el vuelo de la tarde; piden cuna en la habitación y factura a nombre de la empresa organizadora del congreso.',
      Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: dia(0), CheckOut: dia(3), CantidadPasajero: 2, AlojamientoPrecioUnitario: 125000 }],
    });
    expect(creada.status).toBe(200);
    // A stay running past the week's last day: its bar (and its balance mark) ends at the grid's edge.
    expect(await reservarDesdePagina(page, { habitaciones, cliente, impuesto }, 1, dia(2), dia(9), { precio: 50000 })).toBeGreaterThan(0);

    await page.goto(server.url('/reservas/calendario'));
    await page.getByRole('grid', { name: 'Calendario de ocupación' }).waitFor();
    await page.locator('.cal-bar').first().waitFor();
    await screenshot(page, 'movil-calendario');
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(390);
    // The phone's week fits its box: no day cut off at the right edge.
    expect(await page.locator('.cal-scroll').evaluate((caja) => caja.scrollWidth - caja.clientWidth)).toBe(0);
    expect(await page.getByRole('columnheader').count()).toBeGreaterThanOrEqual(7);

    // A tap on the bar opens the read-only reservation view, which stays inside the screen.
    await page.locator('.cal-bar__body').first().click();
    const vista = page.getByRole('dialog', { name: `Reserva ${creada.body.Id}` });
    await vista.getByRole('region', { name: 'Habitaciones' }).waitFor();
    await screenshot(page, 'movil-reserva');
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(390);
    const cerrar = vista.getByRole('button', { name: 'Cerrar' }).first();
    // Inside the screen: the dialog and its close button.
    for (const caja of [await cerrar.boundingBox(), await vista.boundingBox()]) {
      if (!caja) throw new Error('Sin caja');
      expect(caja.x).toBeGreaterThanOrEqual(0);
      expect(caja.x + caja.width).toBeLessThanOrEqual(390);
    }
    await cerrar.click();
    await vista.waitFor({ state: 'detached' });

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);

  it('creates a new client from the wizard with taps: the typed name carries over, and «Siguiente» answers at once', async () => {
    const page = await pagina();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('movil-cliente'));
    const habitaciones = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/Habitaciones')).body;
    await page.goto(server.url(`/reservas/calendario?nueva-reserva=1&desde=${dia(2)}&hasta=${dia(4)}&habitaciones=${habitaciones[1].Id}`));
    const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
    const cliente = wizard.getByRole('combobox', { name: /Cliente/ });
    await cliente.tap();
    await cliente.pressSequentially('Walter Kast');
    await wizard.getByText('Sin resultados').waitFor();
    // One tap: the note over the button lets it through, and the name typed is the new client's.
    await wizard.getByRole('button', { name: 'Nuevo cliente' }).tap();
    expect(await wizard.getByRole('textbox', { name: 'Nombre del cliente' }).inputValue()).toBe('Walter Kast');
    await wizard.getByRole('textbox', { name: /Ciudad/ }).fill('Osorno');
    await wizard.getByRole('button', { name: 'Crear cliente' }).tap();
    const aviso = page.locator('.rc-toast', { hasText: 'Guardado con éxito' });
    await aviso.waitFor();
    // The toast sits at the top of the screen, away from the dialog's buttons at the bottom.
    const caja = await aviso.boundingBox();
    expect(caja && caja.y + caja.height).toBeLessThan(844 / 2);
    await aviso.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await screenshot(page, 'movil-asistente-cliente-nuevo');
    await wizard.getByRole('button', { name: 'Siguiente' }).tap();
    await wizard.getByText('Paso 2 de 2: Habitaciones').waitFor({ timeout: 2_000 });
    expect(await aviso.isVisible()).toBe(true);
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});
