import { ingresar, nuevaCuenta, registrar, salir, screenshot, unexpectedErrors } from './support/accounts';
import { usarProducto } from './support/producto';

const AREAS = ['General', 'Reservas', 'Pisos', 'Informes', 'Configuración', 'Tarifario', 'Clientes', 'Administración'];

describe('accounts in the browser', () => {
  const { server, browser } = usarProducto();

  // One browser context for the file's tests: each starts signed out.
  beforeEach(() => browser.context.clearCookies());

  it('registers a hotel, sets it up, signs out and in, and changes the password', async () => {
    const cuenta = nuevaCuenta();
    const nuevaClave = 'otra-clave-2';
    const page = await browser.newPage();
    await page.goto(server.url('/'));

    // Register: the setup dialog follows, over the public page titled Configuración.
    await registrar(page, cuenta);
    await page.getByRole('status').filter({ hasText: 'Registrado con éxito' }).waitFor();
    const setup = page.getByRole('dialog', { name: 'Configuración del hotel' });
    expect(await page.title()).toBe('Configuración - hotel-e2e.test');
    await setup.getByRole('option', { name: /Peso chileno/ }).waitFor({ state: 'attached' });
    expect(await setup.getByLabel('Nombre del impuesto').inputValue()).toBe('IVA (19)');
    expect(await setup.getByLabel('Porcentaje del impuesto').inputValue()).toBe('19');
    expect(await setup.getByLabel('Moneda').inputValue()).toBe('CLP');
    await setup.getByLabel('Cantidad de habitaciones').fill('6');
    await screenshot(page, 'configuracion-dialog');
    await setup.getByRole('button', { name: 'Guardar' }).click();

    // Configured: the calendar, the welcome dialog and the menu.
    await page.getByRole('status').filter({ hasText: 'Configurado con éxito' }).waitFor();
    await page.waitForURL(server.url('/reservas/calendario'));
    const bienvenida = page.getByRole('dialog', { name: 'Bienvenida' });
    await bienvenida.waitFor();
    await screenshot(page, 'bienvenida-dialog');
    await bienvenida.getByRole('button', { name: 'Ir al calendario' }).click();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const area of AREAS) expect(await nav.getByRole('button', { name: area, exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Root' }).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Calendario' }).waitFor();
    // The calendar area owns its route: the occupancy grid, not the "coming soon" page.
    await page.getByRole('grid', { name: 'Calendario de ocupación' }).waitFor();
    expect(await page.title()).toBe('Calendario - hotel-e2e.test');
    await screenshot(page, 'navbar-desktop');
    await nav.getByRole('button', { name: 'Informes' }).click();
    await screenshot(page, 'navbar-desktop-informes');
    await nav.getByRole('link', { name: 'Estadística mensual' }).click();
    await page.waitForURL(server.url('/informes/informe-estadistica-diaria-mensual/2'));
    await page.getByRole('heading', { level: 1, name: 'Estadística mensual' }).waitFor();

    // Salir → home.
    await salir(page, cuenta);
    await page.waitForURL(server.url('/'));

    // Signing in again lands on the calendar with the start dialog.
    await ingresar(page, cuenta.email, cuenta.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    const inicio = page.getByRole('dialog', { name: 'Inicio' });
    await inicio.waitFor();
    expect(await inicio.textContent()).toContain(cuenta.hotel);
    await screenshot(page, 'inicio-dialog');
    await inicio.getByRole('button', { name: 'Ir al calendario' }).click();

    // Change the password.
    await page.getByRole('button', { name: `${cuenta.hotel}, ${cuenta.nombre}` }).click();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const cambio = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await cambio.getByLabel('Contraseña actual').fill(cuenta.password);
    await cambio.getByLabel('Nueva contraseña', { exact: true }).fill(nuevaClave);
    await cambio.getByLabel('Repita la nueva contraseña').fill(nuevaClave);
    await screenshot(page, 'cambiar-contrasena-dialog');
    await cambio.getByLabel('Repita la nueva contraseña').press('Enter');
    await page.getByRole('status').filter({ hasText: 'Contraseña cambiada con éxito' }).waitFor();
    await cambio.waitFor({ state: 'detached' });

    // The old password no longer works; the new one does.
    await salir(page, cuenta);
    await ingresar(page, cuenta.email, cuenta.password);
    await page.getByRole('alert').filter({ hasText: 'La contraseña es incorrecta.' }).waitFor();
    const login = page.getByRole('dialog', { name: 'Ingresar' });
    const password = login.getByLabel('Contraseña', { exact: true });
    expect(await password.inputValue()).toBe('');
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'ingresar-error');
    await password.fill(nuevaClave);
    await password.press('Enter');
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).waitFor();

    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('shows the validation messages of the dialogs', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const login = page.getByRole('dialog', { name: 'Ingresar' });
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await login.getByText('Falta ingresar el correo').waitFor();
    await login.getByText('Falta ingresar la contraseña').waitFor();
    await screenshot(page, 'ingresar-dialog');

    await login.getByRole('button', { name: 'Crear una cuenta' }).click();
    const registro = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await registro.getByLabel('Contraseña', { exact: true }).fill('12345');
    await registro.getByLabel('Repita la contraseña').fill('123456');
    await registro.getByRole('button', { name: 'Crear cuenta' }).click();
    await registro.getByText('Las contraseñas no coinciden').waitFor();
    await registro.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await registro.getByText('Falta seleccionar el País').waitFor();
    await screenshot(page, 'registro-dialog');

    // Esc does not close a static dialog.
    await page.keyboard.press('Escape');
    expect(await registro.isVisible()).toBe(true);
    await registro.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await login.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    const recuperar = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await recuperar.getByLabel('Correo electrónico').fill('nadie@hotel-e2e.test');
    await screenshot(page, 'recuperar-dialog');
    await recuperar.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('status').filter({ hasText: 'Su contraseña se le ha enviado al correo.' }).waitFor();

    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('opens the reset page of the e-mailed link', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/restablecer-contrasena?token=no-existe'));
    await page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' }).waitFor();
    expect(await page.title()).toBe('Restablecer contraseña - hotel-e2e.test');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave');
    await page.getByLabel('Repita la nueva contraseña').fill('nueva-clave');
    await screenshot(page, 'restablecer-page');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('button', { name: 'Pedir un enlace nuevo' }).waitFor();
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });
});
