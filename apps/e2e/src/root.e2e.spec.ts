import { ingresar, loginWorks, nuevaCuenta, salir, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { operadorDeLaCorrida, usarProducto } from './support/producto';

describe('the hotel settings and the provider tools in the browser', () => {
  const { server, browser } = usarProducto();
  const operador = operadorDeLaCorrida();

  beforeEach(() => browser.context.clearCookies());

  it('a hotel sets its configuration and company from the user menu, and cannot open the root area', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    const hotel = await registrarHotelConfigurado(page, nuevaCuenta('ajustes'));
    await page.goto(server.url('/dashboard'));
    const menu = page.getByRole('button', { name: `${hotel.hotel}, ${hotel.nombre}` });

    await menu.click();
    await page.getByRole('button', { name: 'Configuración de la empresa' }).click();
    const config = page.getByRole('dialog', { name: 'Configuración de la empresa' });
    await config.getByLabel('Precio de habitación por persona').check();
    await config.getByLabel('Encabezado del estado de cuenta').fill(`${hotel.hotel}\nRUT 76.123.456-7`);
    await screenshot(page, 'configuracion-empresa');
    await config.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await config.waitFor({ state: 'detached' });

    await menu.click();
    await page.getByRole('button', { name: 'Empresa', exact: true }).click();
    const empresa = page.getByRole('dialog', { name: 'Empresa', exact: true });
    await empresa.getByLabel('Mensaje de check-out').fill('Devuelva la llave en recepción');
    await empresa.getByLabel('Tope de reservas', { exact: true }).fill('500');
    await empresa.getByRole('button', { name: 'Guardar' }).click();
    await empresa.waitFor({ state: 'detached' });

    const apertura = await apiFromPage<{ Id: number; EmpresaId?: number }>(page, 'GET', `/api/Apertura/Configuracion/${hotel.hotelId}`);
    const guardada = await apiFromPage<{ PrecioHabitacionPorPersona: boolean; Encabezado: string }>(page, 'GET', `/api/Configuraciones/${apertura.body.Id}`);
    expect(guardada.body).toMatchObject({ PrecioHabitacionPorPersona: true, Encabezado: `${hotel.hotel}\nRUT 76.123.456-7` });
    const propio = await apiFromPage<{ EmpresaId: number }>(page, 'GET', `/api/Hoteles/${hotel.hotelId}`);
    expect((await apiFromPage(page, 'GET', `/api/Empresas/${propio.body.EmpresaId}`)).body).toMatchObject({ MensajeCheckOut: 'Devuelva la llave en recepción', TopeReservas: 500 });

    // The root area is not theirs: a typed address is an unknown route, to `/` and from there to the calendar.
    await page.goto(server.url('/root/Correo'));
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).waitFor();
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('an operator unlocks a locked user, sends a bulk mail, works as a hotel and back, and deletes a hotel', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    const hotel = await registrarHotelConfigurado(page, nuevaCuenta('root'));
    const aBorrar = await registrarHotelConfigurado(page, nuevaCuenta('borrar'));
    await browser.context.clearCookies();
    for (let i = 0; i < 5; i++) expect(await loginWorks(server.baseUrl, hotel.email, 'clave-mala')).toBe(false);
    expect(await loginWorks(server.baseUrl, hotel.email, hotel.password)).toBe(false);

    await page.goto(server.url('/'));
    await ingresar(page, operador.email, operador.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    // Blocked users: unlock.
    await page.goto(server.url('/root/UsuariosBloqueados'));
    await page.getByRole('heading', { level: 1, name: 'Usuarios bloqueados' }).waitFor();
    await page.getByRole('button', { name: `Desbloquear ${hotel.email}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmar' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Usuario desbloqueado').first().waitFor();
    expect(await loginWorks(server.baseUrl, hotel.email, hotel.password)).toBe(true);

    // Bulk mail to the hotel's owner (no SMTP_URL here: the outbox).
    await page.goto(server.url('/root/Correo'));
    await page.getByRole('checkbox', { name: `${hotel.email} (${hotel.hotel})` }).check();
    await page.getByLabel('Título').fill('Novedades para @h');
    await page.getByLabel('Mensaje', { exact: true }).fill('Estimada @u: hay novedades.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Enviados 1 de 1.').waitFor();
    await screenshot(page, 'root-correo');

    // Access as the hotel: its calendar, then back.
    await page.goto(server.url('/root/acceder-hotel'));
    await page.getByLabel('Hotel (IDCM)').fill(String(hotel.hotelId));
    await page.getByRole('button', { name: 'Acceder', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirmar' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('button', { name: `${hotel.hotel}, ${operador.nombre}` }).waitFor();
    // Every page says so, with the way back.
    await page.getByText(`Está trabajando como el hotel ${hotel.hotel} (soporte).`).waitFor();
    await screenshot(page, 'root-acceso-hotel');

    await page.getByRole('button', { name: 'Volver a mi hotel' }).click();
    await page.waitForURL(server.url('/root/acceder-hotel'));
    await page.getByRole('button', { name: `${operador.hotel}, ${operador.nombre}` }).waitFor();
    expect(await page.getByText(/Está trabajando como el hotel/).count()).toBe(0);
    // The audit log lists the switch (the hotel's name appears nowhere else on this page).
    await page.getByText(hotel.hotel).first().waitFor();

    // Delete a hotel: the owner's e-mail and its reservations (none), a confirmation naming it.
    await page.goto(server.url('/root/eliminar-hotel'));
    await page.getByLabel('Correo del dueño').fill(aBorrar.email);
    await page.getByLabel('Cantidad de reservas').fill('0');
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirmacion = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirmacion.getByText(`¿Confirma que desea eliminar el hotel ${aBorrar.hotel} y todos sus datos?`, { exact: false }).waitFor();
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    const aviso = page.getByRole('alertdialog', { name: 'Eliminar hotel' });
    await aviso.getByText(`Hotel ${aBorrar.hotel} eliminado`, { exact: false }).waitFor();
    await aviso.getByRole('button').first().click();
    expect(await loginWorks(server.baseUrl, aBorrar.email, aBorrar.password)).toBe(false);
    expect(await loginWorks(server.baseUrl, hotel.email, hotel.password)).toBe(true);

    await salir(page, operador);
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });
});
