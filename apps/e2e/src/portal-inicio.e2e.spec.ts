import type { Page } from 'playwright-core';
import { nuevaCuenta, unexpectedErrors } from './support/accounts';
import { apiFromPage } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { usarProducto } from './support/producto';

// Signing up is offered where a visitor looks for it (home and pricing, «Crear cuenta»), and the
// arrival dialogs, which hold nothing to lose, close with Esc like the other dialogs.
const PANTALLAS = [
  { nombre: 'escritorio', width: 1440, height: 900 },
  { nombre: 'teléfono', width: 390, height: 844 },
];

/** Presses Tab until the focused element's text is `texto` (at most `veces` presses). */
async function tabularHasta(page: Page, texto: string, veces = 20): Promise<boolean> {
  for (let i = 0; i < veces; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === texto) return true;
  }
  return false;
}

describe('portal: «Crear cuenta» and the arrival dialogs', () => {
  const { server, browser } = usarProducto();

  beforeEach(() => browser.context.clearCookies());

  describe.each(PANTALLAS)('$nombre ($width×$height)', ({ nombre, width, height }) => {
    it('home and pricing show «Crear cuenta» in the first screen, reached with Tab, opening the registration dialog; axe finds nothing serious', async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height });
      const revision = new RevisionAxe(page);

      for (const ruta of ['/', '/precios']) {
        await page.goto(server.url(ruta));
        const boton = page.getByRole('main').getByRole('button', { name: 'Crear cuenta' });
        await boton.waitFor();
        // The page comes painted by the server and the portal draws its own copy over it: a box
        // asked for at that moment is of an element just replaced, so ask again.
        let caja = await boton.boundingBox();
        for (let i = 0; i < 20 && !caja; i++) caja = await boton.boundingBox();
        if (!caja) throw new Error(`${ruta}: «Crear cuenta» sin caja`);
        expect({ ruta, dentro: caja.x >= 0 && caja.x + caja.width <= width && caja.y >= 0 && caja.y + caja.height <= height }).toEqual({ ruta, dentro: true });
        await revision.escanear(`${ruta} (${nombre})`);

        expect({ ruta, alcanzado: await tabularHasta(page, 'Crear cuenta') }).toEqual({ ruta, alcanzado: true });
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
        await dialog.getByLabel('Su nombre').waitFor();
        await revision.escanear(`Crear una cuenta desde ${ruta} (${nombre})`);
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect({ ruta, foco: await boton.evaluate((b) => b === document.activeElement) }).toEqual({ ruta, foco: true });
      }

      expect(revision.graves()).toBe('');
      expect(unexpectedErrors(page.errors)).toEqual([]);
      await page.close();
      // Four axe scans on a busy machine.
    }, 180_000);

    it('Esc closes Bienvenida (after the setup) and Inicio (arriving from a public page)', async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(server.url('/'));
      const cuenta = nuevaCuenta('esc');
      const registro = await apiFromPage(page, 'POST', '/api/Cuenta/Register', {
        nombre: cuenta.nombre,
        email: cuenta.email,
        password: cuenta.password,
        nombreHotel: cuenta.hotel,
        paisId: 35,
      });
      expect(registro.status).toBe(200);

      await page.reload();
      const setup = page.getByRole('dialog', { name: 'Configuración del hotel' });
      await setup.getByRole('option', { name: /Peso chileno/ }).waitFor({ state: 'attached' });
      await setup.getByLabel('Cantidad de habitaciones').fill('3');
      await setup.getByRole('button', { name: 'Guardar' }).click();
      const bienvenida = page.getByRole('dialog', { name: 'Bienvenida' });
      await bienvenida.waitFor();
      await page.keyboard.press('Escape');
      await bienvenida.waitFor({ state: 'detached', timeout: 3000 });

      await page.goto(server.url('/'));
      const inicio = page.getByRole('dialog', { name: 'Inicio' });
      await inicio.waitFor();
      await page.keyboard.press('Escape');
      await inicio.waitFor({ state: 'detached', timeout: 3000 });
      expect(new URL(page.url()).pathname).toBe('/reservas/calendario');
      await page.close();
    });
  });
});
