import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';
import { celdaCalendario, ddmmyyyy, dia } from './support/dias';


describe('a new hotel without a price table', () => {
  const { server, browser } = usarProducto();

  it('warns that there is no price in the wizard, never shows 0 as a price, and saves the price typed by hand', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('sintarifa'));
    await apiFromPage(page, 'POST', '/api/Clientes', { Nombre: 'Tomás Parra', GiroId: 1, PaisId: 35, Ciudad: 'Chillán' });

    await page.goto(server.url('/reservas/calendario'));
    await celdaCalendario(page, '2', dia(1)).waitFor();
    const a = await celdaCalendario(page, '2', dia(1)).boundingBox();
    const b = await celdaCalendario(page, '2', dia(2)).boundingBox();
    if (!a || !b) throw new Error('Sin celdas');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
    await wizard.getByRole('combobox', { name: 'Cliente' }).fill('Parr');
    await wizard.getByRole('option', { name: 'Tomás Parra' }).click();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();

    const precio = wizard.getByLabel('Precio por noche habitación 2', { exact: true });
    await wizard.getByText(`No hay tarifa para Doble en CLP el ${ddmmyyyy(dia(1))}: ingrese el precio.`).waitFor();
    await expect(precio.inputValue()).resolves.toBe('');
    await expect(wizard.getByLabel('Total habitación 2').textContent()).resolves.toContain('Sin precio');
    await screenshot(page, 'sin-tarifa-wizard');
    await wizard.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Ingrese el precio del alojamiento' }).first().waitFor();

    await precio.fill('42000');
    await expect(wizard.getByLabel('Total habitación 2').textContent()).resolves.toContain('84.000');
    await wizard.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await page.waitForURL((url) => url.searchParams.has('reserva'));
    const id = new URL(page.url()).searchParams.get('reserva');
    const guardada = await apiFromPage<{ Total: number }>(page, 'GET', `/api/ReservasB/${id}`);
    expect(guardada.body.Total).toBe(84000);

    // A validation toast in the edit modal leaves its buttons (status bar, Guardar) uncovered.
    const modal = page.getByRole('dialog', { name: `Reserva ${id}` });
    await modal.getByRole('tab', { name: 'General' }).waitFor();
    await modal.getByRole('textbox', { name: /^Check-In/ }).fill('');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    const aviso = page.getByRole('alert').filter({ hasText: 'Seleccione una fecha Check-In' }).first();
    await aviso.waitFor();
    await screenshot(page, 'sin-tarifa-toast-modal');
    // One snapshot of buttons and toasts: earlier toasts expire on their own while a test looks.
    const foto = await modal.locator('button').evaluateAll((botones) => {
      const caja = (e: Element) => e.getBoundingClientRect();
      const toasts = [...document.querySelectorAll('.rc-toast')];
      const cruzan = botones.some((boton) => {
        const b = caja(boton);
        return toasts.some((toast) => {
          const t = caja(toast);
          return t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
        });
      });
      return { cruzan, avisos: toasts.map((t) => t.textContent ?? '') };
    });
    expect(foto.avisos.some((texto) => texto.includes('Seleccione una fecha Check-In'))).toBe(true);
    expect(foto.cruzan).toBe(false);

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});
