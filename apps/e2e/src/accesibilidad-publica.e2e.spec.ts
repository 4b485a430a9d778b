import { nuevaCuenta, registrar } from './support/accounts';
import { cerrar, fallarSiGraves, quieta } from './support/accesibilidad';
import { RevisionAxe } from './support/axe';
import { usarProducto } from './support/producto';

/**
 * axe-core (WCAG 2.0–2.2, A and AA) on every page and dialog a visitor sees before signing in,
 * up to a new hotel's setup. Fails on any critical or serious violation and lists them all;
 * E2E_AXE_INFORME=<file> writes every violation of every scan there (one JSON line per scan).
 * The hotel user's and the operator's pages: accesibilidad-hotel and accesibilidad-operador.
 */
describe('accessibility signed out (axe-core, WCAG 2.2 AA)', () => {
  const { server, browser } = usarProducto();

  it('the public pages and the account dialogs, up to a new hotel’s setup', async () => {
    const page = await browser.newPage();
    const revision = new RevisionAxe(page);
    for (const ruta of ['/', '/precios', '/restablecer-contrasena', '/restablecer-contrasena?token=x']) {
      await page.goto(server.url(ruta));
      await page.locator('h1').first().waitFor();
      await quieta(page);
      await revision.escanear(ruta);
      await revision.comprobarSalto(ruta);
    }

    await page.goto(server.url('/'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const login = page.getByRole('dialog', { name: 'Ingresar' });
    await login.waitFor();
    await revision.escanear('Ingresar');
    // With its validation messages.
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await login.locator('.rc-field__error').first().waitFor();
    await revision.escanear('Ingresar (errores)');
    await login.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    const recuperar = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await recuperar.waitFor();
    await revision.escanear('Recuperar contraseña');
    await cerrar(page, recuperar);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await login.getByRole('button', { name: 'Crear una cuenta' }).click();
    const registro = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await registro.getByRole('option', { name: 'Chile' }).waitFor({ state: 'attached' });
    await revision.escanear('Crear una cuenta');
    await cerrar(page, registro);

    const cuenta = nuevaCuenta('a11y');
    await registrar(page, cuenta);
    const setup = page.getByRole('dialog', { name: 'Configuración del hotel' });
    await setup.getByRole('option', { name: /Peso chileno/ }).waitFor({ state: 'attached' });
    await quieta(page);
    await revision.escanear('Configuración del hotel');
    await setup.getByLabel('Cantidad de habitaciones').fill('4');
    await setup.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog', { name: 'Bienvenida' }).waitFor();
    await quieta(page);
    await revision.escanear('Bienvenida');
    fallarSiGraves(revision);
    await page.close();
  }, 120_000);
});
