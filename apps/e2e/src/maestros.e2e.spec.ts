import type { Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado, type HotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';

/** With E2E_SCREENSHOTS set, the page and its dialogs are saved there, once toasts and dialogs have settled. */
async function captura(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

/** The texts of a grid's body rows (Handsontable or table), one array of cell texts per row. */
async function filasDe(grid: Locator): Promise<string[][]> {
  const filas = grid.locator('tbody tr');
  const total = await filas.count();
  const textos: string[][] = [];
  for (let i = 0; i < total; i++) textos.push((await filas.nth(i).locator('td, th').allInnerTexts()).map((t) => t.trim()));
  return textos;
}

/** Waits for a field's validation message under it. */
async function mensajeDeCampo(donde: Locator, texto: string) {
  await donde.locator('.rc-field__error').filter({ hasText: texto }).first().waitFor();
}

/** Waits for a success toast. */
async function toastExito(page: Page, texto: string) {
  await page.getByRole('status').filter({ hasText: texto }).first().waitFor();
}

/** Waits for a warning or error toast (they are alerts). */
async function aviso(page: Page, texto: string) {
  await page.getByRole('alert').filter({ hasText: texto }).first().waitFor();
}

describe('master data, price tables and clients in the browser', () => {
  const { server, browser } = usarProducto();

  beforeEach(() => browser.context.clearCookies());

  async function hotelNuevo(page: Page): Promise<HotelConfigurado> {
    await page.goto(server.url('/precios'));
    return registrarHotelConfigurado(page, nuevaCuenta('maestros'));
  }

  it('creates a room type, rooms, a season and a lodging price list, and shows them in the grids', async () => {
    const page = await browser.newPage();
    await hotelNuevo(page);

    // Room types: inline creation.
    await page.goto(server.url('/configuracion/tipos-habitacion'));
    const tipos = page.getByRole('grid', { name: 'Tipos de habitación' });
    await tipos.waitFor();
    expect(await page.title()).toBe(`Tipos de habitación - ${server.productDomain}`);
    await page.getByRole('button', { name: 'Nuevo tipo' }).click();
    await captura(page, 'maestros-tipos-habitacion-nuevo');
    await page.keyboard.press('Enter');
    await aviso(page, 'Falta ingresar el Nombre');
    await captura(page, 'maestros-tipos-habitacion-error');
    await tipos.getByRole('textbox', { name: 'Nombre' }).fill('Suite');
    await tipos.getByRole('textbox', { name: 'Pasajeros máx.' }).fill('4');
    await tipos.getByRole('textbox', { name: 'Pasajeros predeterminados' }).fill('2');
    await tipos.getByRole('textbox', { name: 'Pasajeros predeterminados' }).press('Enter');
    await toastExito(page, 'Guardado con éxito');
    await tipos.getByRole('row', { name: /Suite/ }).waitFor();
    expect((await filasDe(tipos)).map((f) => f.slice(0, 3))).toContainEqual(['Suite', '4', '2']);
    await captura(page, 'maestros-tipos-habitacion');

    // Rooms: a new one of the new type.
    await page.goto(server.url('/configuracion/habitaciones'));
    const habitaciones = page.getByRole('grid', { name: 'Habitaciones' });
    await habitaciones.waitFor();
    await page.getByRole('button', { name: 'Nueva habitación' }).click();
    await habitaciones.getByRole('textbox', { name: 'Habitación' }).fill('401');
    await habitaciones.getByRole('button', { name: 'Guardar' }).click();
    await aviso(page, 'Seleccione un Tipo de Habitación');
    await habitaciones.getByRole('combobox', { name: 'Tipo de habitación' }).selectOption({ label: 'Suite' });
    await captura(page, 'maestros-habitaciones-nueva');
    await habitaciones.getByRole('button', { name: 'Guardar' }).click();
    await toastExito(page, 'Guardado con éxito');
    await habitaciones.getByRole('row', { name: /401/ }).waitFor();
    expect((await filasDe(habitaciones)).map((f) => f.slice(0, 3))).toEqual([
      ['1', expect.any(String), '1'],
      ['2', expect.any(String), '2'],
      ['3', expect.any(String), '3'],
      ['401', 'Suite', '4'],
    ]);
    await captura(page, 'maestros-habitaciones');

    // A season, in its dialog.
    await page.goto(server.url('/tarifario/temporadas'));
    await page.getByRole('button', { name: 'Nueva temporada' }).click();
    const temporada = page.getByRole('dialog', { name: 'Temporada' });
    await temporada.getByRole('button', { name: 'Guardar' }).click();
    await mensajeDeCampo(temporada, 'Falta indicar el nombre de la Temporada');
    await captura(page, 'maestros-temporada-errores');
    await temporada.getByRole('textbox', { name: 'Nombre' }).fill('Alta 2027');
    await temporada.getByRole('textbox', { name: 'Fecha inicial' }).pressSequentially('01122026');
    await temporada.getByRole('textbox', { name: 'Fecha final' }).pressSequentially('28022027');
    await captura(page, 'maestros-temporada');
    await temporada.getByRole('button', { name: 'Guardar' }).click();
    await temporada.waitFor({ state: 'detached' });
    await toastExito(page, 'Guardado con éxito');
    const temporadas = page.getByRole('treegrid', { name: 'Temporadas' }).or(page.getByRole('grid', { name: 'Temporadas' }));
    await temporadas.getByText('Alta 2027').waitFor();
    expect(await filasDe(temporadas)).toContainEqual(['Alta 2027', '01-12-2026', '28-02-2027']);
    await captura(page, 'maestros-temporadas');

    // A lodging price list with two lines: one inserted, one left unfinished (inserted on save).
    await page.goto(server.url('/tarifario/tarifario-alojamiento'));
    await page.getByText('Todavía no hay tarifas de alojamiento').waitFor();
    await page.getByRole('button', { name: 'Nueva tarifa' }).click();
    const tarifa = page.getByRole('dialog', { name: 'Tarifa de alojamiento' });
    await tarifa.getByRole('button', { name: 'Nueva línea' }).click();
    const linea = tarifa.getByRole('group', { name: 'Nueva línea' });
    await linea.getByRole('button', { name: 'Insertar' }).click();
    await mensajeDeCampo(linea, 'Seleccione un Tipo de Habitación');
    await linea.getByRole('combobox', { name: 'Tipo de Habitación' }).selectOption({ label: 'Suite' });
    await linea.getByRole('button', { name: 'Insertar' }).click();
    await mensajeDeCampo(linea, 'Ingrese el Valor');
    await captura(page, 'maestros-tarifa-linea-error');
    await linea.getByRole('textbox', { name: 'Valor' }).fill('120000');
    await linea.getByRole('textbox', { name: 'Valor' }).press('Enter');
    await tarifa.getByRole('row', { name: /Suite/ }).waitFor();
    await tarifa.getByRole('button', { name: 'Nueva línea' }).click();
    await linea.getByRole('combobox', { name: 'Tipo de Habitación' }).selectOption({ label: 'Suite' });
    await linea.getByRole('textbox', { name: 'Valor' }).fill('99000');
    await linea.getByRole('button', { name: 'Insertar' }).click();
    await mensajeDeCampo(linea, 'Este Tipo de Habitación ya se está incluido en el listado');
    await linea.getByRole('combobox', { name: 'Tipo de Habitación' }).selectOption({ index: 1 });
    await linea.getByRole('textbox', { name: 'Valor' }).fill('59500');
    await tarifa.getByRole('button', { name: 'Guardar' }).click();
    await mensajeDeCampo(tarifa, 'Seleccione una temporada');
    await tarifa.getByRole('combobox', { name: 'Temporada' }).selectOption({ label: 'Alta 2027' });
    await captura(page, 'maestros-tarifa');
    await tarifa.getByRole('button', { name: 'Guardar' }).click();
    await tarifa.waitFor({ state: 'detached' });
    await toastExito(page, 'Guardado con éxito');
    const tarifas = page.getByRole('treegrid', { name: 'Tarifario de alojamiento' }).or(page.getByRole('grid', { name: 'Tarifario de alojamiento' }));
    await tarifas.getByText('Alta 2027').waitFor();
    expect(await filasDe(tarifas)).toEqual([['Alta 2027', 'Peso chileno', 'Por habitación', 'IVA (19)', 'Sí']]);
    await captura(page, 'maestros-tarifario-alojamiento');

    // Opening it again shows both lines.
    await tarifas.getByText('Alta 2027').dblclick();
    const abierta = page.getByRole('dialog', { name: 'Tarifa de alojamiento' });
    await abierta.getByRole('table', { name: 'Precios de la tarifa' }).waitFor();
    expect(await abierta.getByRole('table', { name: 'Precios de la tarifa' }).locator('tbody th').allInnerTexts()).toHaveLength(2);
    await captura(page, 'maestros-tarifa-abierta');
    await abierta.getByRole('button', { name: 'Cancelar' }).click();

    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('shows a room created in another tab of the same hotel without reloading', async () => {
    const page = await browser.newPage();
    await hotelNuevo(page);
    await page.goto(server.url('/configuracion/habitaciones'));
    const grid = page.getByRole('grid', { name: 'Habitaciones' });
    await grid.getByRole('row', { name: /^3/ }).waitFor();

    const otra = await browser.newPage();
    await otra.goto(server.url('/configuracion/habitaciones'));
    await otra.getByRole('grid', { name: 'Habitaciones' }).waitFor();
    const [tipo] = (await apiFromPage<{ Id: number }[]>(otra, 'GET', '/api/TiposHabitacion')).body;
    await otra.getByRole('button', { name: 'Nueva habitación' }).click();
    const enOtra = otra.getByRole('grid', { name: 'Habitaciones' });
    await enOtra.getByRole('textbox', { name: 'Habitación' }).fill('501');
    await enOtra.getByRole('combobox', { name: 'Tipo de habitación' }).selectOption({ value: String(tipo.Id) });
    await enOtra.getByRole('textbox', { name: 'Habitación' }).press('Enter');
    await toastExito(otra, 'Guardado con éxito');

    // The first tab never reloads: the live channel brings the room.
    await grid.getByRole('row', { name: /501/ }).waitFor({ timeout: 10_000 });
    await captura(page, 'maestros-habitaciones-en-vivo');
    expect(unexpectedErrors(page.errors)).toEqual([]);
    expect(unexpectedErrors(otra.errors)).toEqual([]);
    await otra.close();
    await page.close();
  });

  it('creates an individual client (a city for Chile), finds it, and moves between areas from the menu', async () => {
    const page = await browser.newPage();
    await hotelNuevo(page);
    await page.goto(server.url('/clientes/particulares'));
    await page.getByRole('button', { name: 'Nuevo particular' }).and(page.locator(':enabled')).click();
    const dialogo = page.getByRole('dialog', { name: 'Cliente' });
    await dialogo.getByRole('combobox', { name: 'País' }).and(page.locator(':has(option:checked:text("Chile"))')).waitFor();
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill('José Pérez');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await mensajeDeCampo(dialogo, 'Falta ingresar la ciudad');
    await captura(page, 'maestros-cliente-errores');
    await dialogo.getByRole('textbox', { name: 'Ciudad' }).fill('Valparaíso');
    await dialogo.getByRole('textbox', { name: 'Pasaporte' }).fill('X123');
    await dialogo.getByRole('textbox', { name: 'Email' }).fill('jose@correo.cl');
    // The guest's identity document.
    await dialogo.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'Pasaporte' });
    await dialogo.getByRole('textbox', { name: 'Número de documento' }).fill('P1234567');
    await captura(page, 'maestros-cliente');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    await toastExito(page, 'Guardado con éxito');
    const grid = page.getByRole('treegrid', { name: 'Particulares' }).or(page.getByRole('grid', { name: 'Particulares' }));
    await grid.getByText('José Pérez').waitFor();
    expect(await filasDe(grid)).toEqual([['José Pérez', 'Pasaporte P1234567', 'X123', 'Valparaíso', 'jose@correo.cl', '']]);
    await captura(page, 'maestros-particulares-lista');

    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('zz');
    await page.getByText('Ningún cliente coincide con «zz».').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('pere');
    await grid.getByText('José Pérez').waitFor();

    // The menu goes to another area of the same micro-frontend, and back.
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Tarifario' }).click();
    await nav.getByRole('link', { name: 'Temporadas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Temporadas' }).waitFor();
    expect(await page.title()).toBe(`Temporadas - ${server.productDomain}`);
    await nav.getByRole('button', { name: 'Configuración' }).click();
    await nav.getByRole('link', { name: 'Habitaciones' }).click();
    await page.getByRole('grid', { name: 'Habitaciones' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await nav.getByRole('button', { name: 'Clientes' }).click();
    await nav.getByRole('link', { name: 'Particulares' }).click();
    await grid.getByText('José Pérez').waitFor();
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('shows every page and its dialog', async () => {
    const page = await browser.newPage();
    await hotelNuevo(page);
    const paginas: [string, string, string, string][] = [
      ['/configuracion/cargos', 'Cargos', 'Nuevo cargo', 'maestros-cargos'],
      ['/configuracion/grupos-servicio', 'Grupos de servicio', 'Nuevo grupo', 'maestros-grupos-servicio'],
      ['/configuracion/regimenes', 'Regímenes', 'Nuevo régimen', 'maestros-regimenes'],
      ['/tarifario/formas-pago', 'Formas de pago', 'Nueva forma de pago', 'maestros-formas-pago'],
      ['/tarifario/monedas', 'Monedas', 'Agregar moneda', 'maestros-monedas'],
      ['/tarifario/impuestos', 'Impuestos', 'Nuevo impuesto', 'maestros-impuestos'],
      ['/tarifario/tarifario-cargo', 'Tarifario de cargos', 'Nueva tarifa', 'maestros-tarifario-cargo'],
      ['/tarifario/tarifario-regimen', 'Tarifario de regímenes', 'Nueva tarifa', 'maestros-tarifario-regimen'],
      ['/clientes/particulares', 'Particulares', 'Nuevo particular', 'maestros-particulares'],
      ['/clientes/agencias-viaje', 'Agencias de viaje', 'Nueva agencia', 'maestros-agencias'],
      ['/clientes/empresas', 'Empresas', 'Nueva empresa', 'maestros-empresas'],
    ];
    for (const [ruta, titulo, nuevo, nombre] of paginas) {
      await page.goto(server.url(ruta));
      await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
      await page.getByRole('button', { name: nuevo }).and(page.locator(':enabled')).waitFor();
      expect(await page.title()).toBe(`${titulo} - ${server.productDomain}`);
      await captura(page, nombre);
      await page.getByRole('button', { name: nuevo }).click();
      await captura(page, `${nombre}-nuevo`);
      const dialogo = page.getByRole('dialog');
      if (await dialogo.count()) await dialogo.getByRole('button', { name: 'Cancelar' }).click();
      else await page.keyboard.press('Escape');
    }

    // A phone: the open row scrolls sideways inside its card, the dialogs stack their fields.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url('/configuracion/habitaciones'));
    await page.getByRole('button', { name: 'Nueva habitación' }).and(page.locator(':enabled')).click();
    await captura(page, 'maestros-habitaciones-movil');
    await page.goto(server.url('/tarifario/tarifario-alojamiento'));
    await page.getByRole('button', { name: 'Nueva tarifa' }).and(page.locator(':enabled')).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Nueva línea' }).click();
    await captura(page, 'maestros-tarifa-movil');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });
});
