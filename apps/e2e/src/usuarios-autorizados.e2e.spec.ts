import type { Page } from 'playwright-core';
import { screenshot } from './support/accounts';
import { registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';

/** With E2E_SCREENSHOTS set, the page and its dialogs are saved there, once toasts and dialogs have settled. */
async function captura(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

describe('usuarios autorizados in the browser', () => {
  const { server, browser } = usarProducto();

  // One browser context for the file's tests: each starts signed out.
  beforeEach(() => browser.context.clearCookies());

  it('creates a user, removes it after confirming, and refuses removing oneself', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    // Signed in through the API from the page (the account flow tests the dialogs).
    const hotel = await registrarHotelConfigurado(page);

    await page.goto(server.url('/administracion/usuarios-autorizados'));
    const grid = page.getByRole('grid', { name: 'Usuarios autorizados' });
    await grid.waitFor();
    expect(await page.title()).toBe(`Usuarios autorizados - ${server.productDomain}`);
    const own = grid.getByRole('row').filter({ hasText: hotel.email });
    expect(await own.getAttribute('aria-selected')).toBe('true');
    expect(await own.textContent()).toContain('Usted');

    // Create a user.
    const email = `luis-${Date.now()}@hotel.test`;
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear usuario' });
    await dialog.getByLabel('Nombre').fill('Luis Soto');
    await dialog.getByLabel('Correo').fill(email);
    await dialog.getByLabel(/^Contraseña/).fill('secreta12');
    await dialog.getByLabel('Confirmar contraseña').fill('secreta1');
    // Recepción unless changed: administration is given on purpose.
    expect(await dialog.getByLabel('Tipo').inputValue()).toBe('RE');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Las contraseñas no coinciden').waitFor();
    await captura(page, 'usuarios-autorizados-crear-error');
    await dialog.getByLabel('Confirmar contraseña').fill('secreta12');
    await captura(page, 'usuarios-autorizados-crear');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).waitFor();

    const created = grid.getByRole('row').filter({ hasText: email });
    await created.waitFor();
    expect(await created.getAttribute('aria-selected')).toBe('true');
    expect(await created.getByRole('gridcell').allTextContents()).toEqual(['Luis Soto', email, 'Recepción']);
    await captura(page, 'usuarios-autorizados');

    // Remove it after confirming.
    await page.getByRole('button', { name: 'Quitar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirm.getByText('¿Confirma que desea eliminar este registro?').waitFor();
    await captura(page, 'usuarios-autorizados-confirmar');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('status').filter({ hasText: 'Eliminado con éxito' }).waitFor();
    await created.waitFor({ state: 'detached' });
    await page.reload();
    await grid.waitFor();
    expect(await grid.getByRole('row').filter({ hasText: email }).count()).toBe(0);

    // One's own access stays.
    await own.click();
    await page.getByRole('button', { name: 'Quitar' }).click();
    await page.getByRole('alert').filter({ hasText: 'No se puede eliminar el acceso a sí mismo' }).waitFor();
    await captura(page, 'usuarios-autorizados-propio');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await own.count()).toBe(1);

    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows nothing of the page to a visitor who is not signed in', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/administracion/usuarios-autorizados'));
    await page.waitForURL(server.url('/'));
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
