import { ingresar, nuevaCuenta, salir, screenshot, unexpectedErrors } from './support/accounts';
import { registrarHotelConfigurado } from './support/api-session';
import { operadorDeLaCorrida, usarProducto } from './support/producto';

describe('the root area in the browser', () => {
  const { server, browser } = usarProducto();
  // Operators are made only with the CLI: global-setup.ts makes the run's one.
  const operador = operadorDeLaCorrida();

  // One browser context for the file's tests: each starts signed out.
  beforeEach(() => browser.context.clearCookies());

  it('is in the menu of an operator', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/'));
    await ingresar(page, operador.email, operador.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Root' }).click();
    await screenshot(page, 'navbar-operador-root');
    await nav.getByRole('link', { name: 'Datos del servidor' }).click();
    await page.waitForURL(server.url('/root/Datos'));
    await page.getByRole('heading', { level: 1, name: 'Datos del servidor' }).waitFor();

    // An unknown root path goes to `/` like any unknown route (spec section 2), not a blank page:
    // from there, signed in, to the calendar with the start dialog.
    await page.goto(server.url('/root/no-existe'));
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    // Mobile width: the areas fold under "Menú".
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menú' }).click();
    await nav.getByRole('button', { name: 'Reservas' }).click();
    await screenshot(page, 'navbar-mobile-open');
    await page.getByRole('button', { name: 'Menú' }).click();
    await screenshot(page, 'navbar-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await salir(page, operador);
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('is not in the menu of a hotel user, and its pages are unknown routes to them (to `/`, then the calendar)', async () => {
    // A hotel user of a configured hotel of its own, signed in through the dialog.
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    const usuario = await registrarHotelConfigurado(page, nuevaCuenta('usuario'));
    await browser.context.clearCookies();
    await page.goto(server.url('/'));
    await ingresar(page, usuario.email, usuario.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Reservas' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Root' }).count()).toBe(0);

    await page.goto(server.url('/root/Datos'));
    await page.waitForURL(server.url('/reservas/calendario'));
    // As any unknown route: the site's root, which opens the calendar with its start dialog.
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    await salir(page, usuario);
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });
});
