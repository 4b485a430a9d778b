import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';
import { dia, ddmmyyyy, filaCalendario as fila } from './support/dias';


describe('dragging a reservation bar in the calendar', () => {
  const { server, browser } = usarProducto();

  it('keeps the dates when a bar grabbed anywhere is dragged straight down to another room', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('arrastre'));
    const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'Rosa Vidal', GiroId: 1, PaisId: 35, Ciudad: 'Talca' })).body;
    const habitaciones = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const creada = await apiFromPage<{ Id: number }>(page, 'POST', '/api/ReservasB', {
      CheckIn: dia(1),
      CheckOut: dia(6),
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: dia(1), CheckOut: dia(6), CantidadPasajero: 1, AlojamientoPrecioUnitario: 20000 }],
    });
    expect(creada.status).toBe(200);

    await page.goto(server.url('/reservas/calendario'));
    const barra = fila(page, '1').locator('.cal-bar').filter({ hasText: 'Rosa Vidal' });
    await barra.waitFor();
    const destino = fila(page, '2');
    for (const [parte, nombre] of [
      [0.5, 'centro'],
      [0.9, 'final'],
    ] as const) {
      // Grab the bar at a point of its body and drag straight down one room.
      const caja = await barra.locator('.cal-bar__body').boundingBox();
      const filaDestino = await destino.boundingBox();
      if (!caja || !filaDestino) throw new Error('Sin caja para arrastrar');
      const x = caja.x + caja.width * parte;
      await page.mouse.move(x, caja.y + caja.height / 2);
      await page.mouse.down();
      await page.mouse.move(x, caja.y + caja.height / 2 + 8, { steps: 2 });
      await page.mouse.move(x, filaDestino.y + filaDestino.height / 2, { steps: 6 });
      await page.mouse.up();
      const confirmacion = page.getByRole('alertdialog', { name: 'Confirmar' });
      await confirmacion.waitFor();
      await screenshot(page, `arrastre-vertical-${nombre}`);
      await expect(confirmacion.textContent()).resolves.toContain(`a la habitación 2, del ${ddmmyyyy(dia(1))} al ${ddmmyyyy(dia(6))}?`);
      await confirmacion.getByRole('button', { name: 'Cancelar' }).click();
      await confirmacion.waitFor({ state: 'detached' });
      await fila(page, '1').locator('.cal-bar:not(.cal-bar--arrastrada)').filter({ hasText: 'Rosa Vidal' }).waitFor();
    }

    // Accepted, the reservation keeps its nights in the other room.
    const caja = await barra.locator('.cal-bar__body').boundingBox();
    const filaDestino = await destino.boundingBox();
    if (!caja || !filaDestino) throw new Error('Sin caja para arrastrar');
    const x = caja.x + caja.width * 0.7;
    await page.mouse.move(x, caja.y + caja.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, filaDestino.y + filaDestino.height / 2, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('alertdialog', { name: 'Confirmar' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    const guardada = await apiFromPage<{ CheckIn: string; CheckOut: string; Habitaciones: { HabitacionId: number }[] }>(page, 'GET', `/api/ReservasB/${creada.body.Id}`);
    expect(guardada.body.CheckIn.slice(0, 10)).toBe(dia(1));
    expect(guardada.body.CheckOut.slice(0, 10)).toBe(dia(6));
    expect(guardada.body.Habitaciones[0].HabitacionId).toBe(habitaciones[1].Id);

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});
