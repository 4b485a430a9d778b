import { ESTADO_RESERVA, RUTAS_ESTADO_RESERVA, type EstadoConRuta } from '@recepcion/contracts';
import type { Locator, Page } from 'playwright-core';
import { ingresar, nuevaCuenta, registrar } from './support/accounts';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina, type HotelConfigurado } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { dia } from './support/dias';
import { operadorDeLaCorrida, usarProducto } from './support/producto';

/**
 * axe-core (WCAG 2.0–2.2, A and AA) on every page and every dialog: signed out, as a hotel user
 * and as the operator. A test fails on any critical or serious violation and lists them all;
 * E2E_AXE_INFORME=<file> writes every violation of every scan there (one JSON line per scan).
 */

/** Waits until the page stops loading (no busy region) and its transitions end. */
async function quieta(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The open dialog on top (a modal or an alert), if one shows within a moment. */
async function dialogoAbierto(page: Page, timeout = 2000): Promise<Locator | undefined> {
  const dialogo = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();
  return (await dialogo.waitFor({ timeout }).then(() => true).catch(() => false)) ? dialogo : undefined;
}

/** Closes the dialog on top: Esc, else its Cancelar or Cerrar button. */
async function cerrar(page: Page, dialogo: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  if (await dialogo.waitFor({ state: 'hidden', timeout: 1000 }).then(() => true).catch(() => false)) return;
  await dialogo.getByRole('button', { name: /^(Cancelar|Cerrar)$/ }).last().click();
  await dialogo.waitFor({ state: 'hidden' });
}

/** The menu's routes (the links of the main navigation, open or folded). */
async function rutasDelMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.waitFor();
  const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

/** A route and what its create, edit and other toolbar buttons open (dialogs or a row in edition). */
async function escanearRuta(page: Page, revision: RevisionAxe, url: string, ruta: string): Promise<void> {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await quieta(page);
  const titulo = (await page.locator('h1').first().textContent())?.trim() ?? ruta;
  await revision.escanear(`${ruta} (${titulo})`);
  await revision.comprobarSalto(ruta);

  const botones = page.locator('main .rc-toolbar button:not(.rc-button--danger)');
  // Exportar CSV only downloads a file: nothing to scan.
  const nombres = (await botones.allTextContents()).map((t) => t.trim()).filter((t) => t && t !== 'Exportar CSV');
  for (const nombre of nombres) {
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    await quieta(page);
    // A row selected first, so that Editar and the like are enabled.
    const celda = page.locator('main [role="grid"] tbody td, main [role="treegrid"] tbody td').first();
    if (await celda.isVisible()) await celda.click();
    const boton = page.locator('main .rc-toolbar').getByRole('button', { name: nombre, exact: true }).first();
    if (!(await boton.isEnabled())) continue;
    await boton.click();
    const dialogo = await dialogoAbierto(page);
    await quieta(page);
    await revision.escanear(`${ruta}: ${nombre}${dialogo ? ' (diálogo)' : ''}`);
    if (dialogo) await cerrar(page, dialogo);
  }
}

/** Every tab of the reservation dialog, then the dialogs its tabs open. */
async function escanearReserva(page: Page, revision: RevisionAxe, url: string, reservaId: number): Promise<void> {
  await page.goto(url);
  const modal = page.getByRole('dialog', { name: `Reserva ${reservaId}` });
  const pestanas = modal.getByRole('tablist', { name: 'Secciones de la reserva' }).getByRole('tab');
  await pestanas.first().waitFor();
  for (const nombre of await pestanas.allTextContents()) {
    await modal.getByRole('tab', { name: nombre.trim(), exact: true }).click();
    await quieta(page);
    await revision.escanear(`Reserva ${reservaId}: ${nombre.trim()}`);
    for (const abre of ['Agregar cargo', 'Agregar pago', 'Agregar habitación']) {
      const boton = modal.getByRole('tabpanel').getByRole('button', { name: abre, exact: true });
      if (!(await boton.isVisible()) || !(await boton.isEnabled())) continue;
      await boton.click();
      const dialogo = page.getByRole('dialog', { name: abre });
      await dialogo.waitFor();
      await quieta(page);
      await revision.escanear(`Reserva ${reservaId}: ${abre}`);
      await cerrar(page, dialogo);
    }
  }
  await modal.getByRole('button', { name: 'Estado de cuenta' }).click();
  const cuenta = page.getByRole('dialog', { name: 'Estado de cuenta' });
  await cuenta.getByRole('article').waitFor();
  await quieta(page);
  await revision.escanear(`Reserva ${reservaId}: Estado de cuenta`);
  await cerrar(page, cuenta);
}

function fallarSiGraves(revision: RevisionAxe): void {
  const graves = revision.graves();
  if (graves) throw new Error(`axe-core found critical or serious violations (${revision.pantallas.length} scans):\n${graves}`);
}

describe('accessibility of every page and dialog (axe-core, WCAG 2.2 AA)', () => {
  const { server, browser } = usarProducto();
  const operador = operadorDeLaCorrida();

  it('signed out: the public pages and the account dialogs, up to a new hotel’s setup', async () => {
    await browser.context.clearCookies();
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
  });

  describe('a hotel user', () => {
    let page: Page;
    let hotel: HotelConfigurado;
    let enCasa: number;
    let rutas: string[];
    const cubiertas = new Set<string>();

    beforeAll(async () => {
      await browser.context.clearCookies();
      page = await browser.newPage();
      await page.goto(server.url('/precios'));
      hotel = await registrarHotelConfigurado(page, nuevaCuenta('a11y'));
      // Data for every list, and a bar of every status on the calendar.
      const datos = await datosParaReservar(page, { Nombre: 'María Muñoz', Ciudad: 'Valdivia' });
      const { habitaciones } = datos;
      const reservar = async (habitacion: number, desde: number, hasta: number, estados: EstadoConRuta[]) => {
        const id = await reservarDesdePagina(page, datos, habitacion, dia(desde), dia(hasta), { NombreGrupo: 'Grupo Sur' });
        for (const estado of estados) expect((await apiFromPage(page, 'GET', `/api/calendario/${RUTAS_ESTADO_RESERVA[estado]}/${id}`)).status).toBe(200);
        return id;
      };
      enCasa = await reservar(0, 0, 2, [ESTADO_RESERVA.checkIn]);
      await reservar(0, 3, 5, [ESTADO_RESERVA.confirmado]);
      await reservar(0, 6, 8, [ESTADO_RESERVA.reConfirmado]);
      await reservar(1, 0, 1, [ESTADO_RESERVA.checkIn, ESTADO_RESERVA.checkOut]);
      await reservar(1, 2, 4, []);
      const anulada = await reservar(2, 1, 2, []);
      expect((await apiFromPage(page, 'PUT', `/api/calendario/AnularReserva/${anulada}`, { texto: 'Prueba' })).status).toBe(200);
      expect((await apiFromPage(page, 'POST', '/api/Bloqueos', { Fecha: dia(3), Noches: 2, HabitacionId: habitaciones[2].Id })).status).toBe(200);
      await page.goto(server.url('/dashboard'));
      // Signed in: the menu, not the public navbar of the moment the session loads.
      await page.getByRole('button', { name: `${hotel.hotel}, ${hotel.nombre}` }).waitFor();
      rutas = await rutasDelMenu(page);
    });

    afterAll(() => page?.close());

    it('has the whole menu and no root area', () => {
      expect(rutas).toEqual(expect.arrayContaining(['/dashboard', '/reservas/calendario', '/clientes/particulares', '/administracion/usuarios-autorizados']));
      expect(rutas.some((r) => r.startsWith('/root'))).toBe(false);
    });

    // One test per menu area: every page of it and what its toolbar opens.
    it.each(['/dashboard', '/reservas/', '/informes/', '/configuracion/', '/tarifario/', '/clientes/', '/administracion/'])('the pages under %s', async (prefijo) => {
      const revision = new RevisionAxe(page);
      const delArea = rutas.filter((r) => r.startsWith(prefijo));
      expect(delArea.length).toBeGreaterThan(0);
      for (const ruta of delArea) {
        await escanearRuta(page, revision, server.url(ruta), ruta);
        cubiertas.add(ruta);
      }
      fallarSiGraves(revision);
    }, 300_000);

    it('scanned every page of the menu', () => {
      expect(rutas.filter((r) => !cubiertas.has(r))).toEqual([]);
    });

    it('the calendar’s bar menu, the new reservation wizard, the reservation’s tabs and what they open', async () => {
      const revision = new RevisionAxe(page);
      await page.goto(server.url('/reservas/calendario'));
      await page.getByRole('button', { name: new RegExp(`^Reserva ${enCasa}:`) }).first().click({ button: 'right' });
      const menuBarra = page.getByRole('menu', { name: `Reserva ${enCasa}` });
      await menuBarra.waitFor();
      await quieta(page);
      await revision.escanear('/reservas/calendario: menú de la reserva');
      await page.keyboard.press('Escape');

      await page.goto(server.url('/reservas/listado?nueva-reserva=1'));
      const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
      await wizard.getByText('Paso 1 de 2').waitFor();
      await quieta(page);
      await revision.escanear('Nueva reserva: paso 1');
      await wizard.getByRole('combobox', { name: 'Cliente' }).fill('Muñ');
      await wizard.getByRole('option', { name: 'María Muñoz' }).click();
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await wizard.getByText('Paso 2 de 2').waitFor();
      await wizard.getByRole('button', { name: 'Agregar habitación' }).click();
      await quieta(page);
      await revision.escanear('Nueva reserva: paso 2');
      await escanearReserva(page, revision, server.url(`/reservas/listado?reserva=${enCasa}`), enCasa);
      fallarSiGraves(revision);
    }, 300_000);

    it('the user menu and each of its dialogs', async () => {
      const revision = new RevisionAxe(page);
      await page.goto(server.url('/dashboard'));
      const menu = page.getByRole('button', { name: `${hotel.hotel}, ${hotel.nombre}` });
      await menu.click();
      await quieta(page);
      await revision.escanear('Menú del usuario');
      for (const nombre of ['Hotel', 'Configuración de la empresa', 'Empresa', 'Invitaciones', 'Cambiar contraseña']) {
        if (!(await page.getByRole('button', { name: nombre, exact: true }).isVisible())) await menu.click();
        await page.getByRole('button', { name: nombre, exact: true }).click();
        const dialogo = page.getByRole('dialog', { name: nombre, exact: true });
        await dialogo.waitFor();
        await quieta(page);
        await revision.escanear(`Menú del usuario: ${nombre}`);
        await cerrar(page, dialogo);
      }
      fallarSiGraves(revision);
    }, 120_000);
  });

  it('the operator: the root pages, what their toolbars open and the kit’s dialogs', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage();
    const revision = new RevisionAxe(page);
    await page.goto(server.url('/'));
    await ingresar(page, operador.email, operador.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    const inicio = page.getByRole('dialog', { name: 'Inicio' });
    await inicio.waitFor();
    await quieta(page);
    await revision.escanear('Inicio');
    await inicio.getByRole('button', { name: 'Ir al calendario' }).click();

    const rutas = (await rutasDelMenu(page)).filter((r) => r.startsWith('/root/'));
    expect(rutas).toEqual(expect.arrayContaining(['/root/Empresas', '/root/Correo', '/root/probando-modales']));
    for (const ruta of rutas) await escanearRuta(page, revision, server.url(ruta), ruta);

    // The kit's dialogs: a form in a dialog, a notice, a confirmation, a question and a password.
    await page.goto(server.url('/root/probando-modales'));
    for (const boton of ['Abrir el formulario', 'Probar aviso', 'Probar confirmación', 'Probar pregunta', 'Probar contraseña']) {
      await page.getByRole('button', { name: boton, exact: true }).click();
      const dialogo = await dialogoAbierto(page, 5000);
      if (!dialogo) throw new Error(`${boton} opened no dialog`);
      await quieta(page);
      await revision.escanear(`/root/probando-modales: ${boton}`);
      await cerrar(page, dialogo);
    }
    // A confirmation over a real page.
    await page.goto(server.url('/root/acceder-hotel'));
    await page.getByLabel('Hotel (IDCM)').fill('1');
    await page.getByRole('button', { name: 'Acceder', exact: true }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Confirmar' });
    await confirmar.waitFor();
    await quieta(page);
    await revision.escanear('/root/acceder-hotel: Confirmar');
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    fallarSiGraves(revision);
    await page.close();
  }, 300_000);
});
