import { MENSAJES_MOTOR } from '@recepcion/contracts';
import type { Page } from 'playwright-core';
import { cerrar, escanearReserva, fallarSiGraves, quieta } from './support/accesibilidad';
import { apiFromPage, type HotelConfigurado } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { dia } from './support/dias';
import { AREAS_DEL_MENU, prepararHotelAccesible } from './support/hotel-accesible';
import { usarProducto } from './support/producto';

/**
 * axe-core (WCAG 2.0–2.2, A and AA) on what a hotel user sees: the calendar's bar menu, the new reservation wizard, the reservation's tabs and
 * the user menu's dialogs (every page of the menu: accesibilidad-hotel-*.e2e.spec.ts). Fails on any critical or serious violation and lists them all;
 * E2E_AXE_INFORME=<file> writes every violation of every scan there (one JSON line per scan).
 */
describe('accessibility for a hotel user (axe-core, WCAG 2.2 AA)', () => {
  const { server, browser } = usarProducto();
  let page: Page;
  let hotel: HotelConfigurado;
  let enCasa: number;
  let rutas: string[];

  // One hotel, signed in once, for every test of the file.
  beforeAll(async () => {
    ({ page, hotel, enCasa, rutas } = await prepararHotelAccesible(server, browser));
  });

  afterAll(() => page?.close());

  it('has the whole menu and no root area', () => {
    expect(rutas).toEqual(expect.arrayContaining(['/dashboard', '/reservas/calendario', '/clientes/particulares', '/administracion/usuarios-autorizados']));
    expect(rutas.some((r) => r.startsWith('/root'))).toBe(false);
  });

  // The pages themselves are scanned by area in accesibilidad-hotel-*.e2e.spec.ts.
  it('has every page of the menu under an area those files scan', () => {
    expect(rutas.filter((r) => !AREAS_DEL_MENU.some((area) => r.startsWith(area)))).toEqual([]);
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

  it('Configuración › Canales with a feed: its addresses, a failed pull, its dialog and the confirmations', async () => {
    const revision = new RevisionAxe(page);
    const [habitacion] = (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
    // A local address: the server refuses to pull it (no CANALES_PERMITIR_RED_LOCAL), so the card shows a failure at once.
    const canal = await apiFromPage<{ Id: number }>(page, 'POST', '/api/Canales', { HabitacionId: habitacion.Id, Nombre: 'Airbnb', Url: 'http://127.0.0.1:9/airbnb.ics', Activo: true });
    expect(canal.status).toBe(200);
    try {
      await page.goto(server.url('/configuracion/canales'));
      const tarjeta = page.getByRole('article', { name: `Airbnb, habitación ${habitacion.Nombre}` });
      await tarjeta.getByRole('button', { name: 'Sincronizar ahora' }).click();
      await tarjeta.getByRole('alert').filter({ hasText: 'No se pudo sincronizar' }).waitFor();
      await tarjeta.getByRole('button', { name: 'Mostrar enlace' }).click();
      await tarjeta.getByRole('textbox').waitFor();
      const enlace = page.getByRole('article', { name: `Habitación ${habitacion.Nombre}` }).getByRole('group', { name: /^Enlace de exportación/ });
      await enlace.getByRole('button', { name: 'Mostrar enlace' }).click();
      await enlace.getByRole('textbox').waitFor();
      await quieta(page);
      await revision.escanear('/configuracion/canales: un canal que falló y sus enlaces');

      for (const [boton, nombre, donde] of [
        ['Editar', 'Editar canal', tarjeta],
        ['Eliminar', 'Eliminar canal', tarjeta],
        ['Renovar enlace', 'Renovar enlace', enlace],
      ] as const) {
        await donde.getByRole('button', { name: boton, exact: true }).click();
        const dialogo = page.getByRole(boton === 'Editar' ? 'dialog' : 'alertdialog', { name: nombre });
        await dialogo.waitFor();
        await quieta(page);
        await revision.escanear(`/configuracion/canales: ${nombre}`);
        await cerrar(page, dialogo);
      }
      fallarSiGraves(revision);
    } finally {
      await apiFromPage(page, 'DELETE', `/api/Canales/${canal.body.Id}`);
    }
  }, 120_000);

  it('Configuración › Motor de reservas with its messages, switched on with an allowed site, and a web booking’s bar on the calendar', async () => {
    const revision = new RevisionAxe(page);
    await page.goto(server.url('/configuracion/motor-reservas'));
    const formulario = page.getByRole('form', { name: 'Motor de reservas' });
    await formulario.getByRole('group', { name: 'Tipos de habitación que se venden en línea' }).waitFor();
    const direccion = formulario.getByRole('textbox', { name: 'Dirección', exact: true });
    await direccion.fill('No Vale');
    await formulario.getByRole('textbox', { name: 'Sitio permitido' }).fill('mihotel.cl/reservas');
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await formulario.getByText(MENSAJES_MOTOR.slugNoValido).waitFor();
    await quieta(page);
    await revision.escanear('/configuracion/motor-reservas: con mensajes');

    const slug = `a11y-${Date.now().toString(36)}`;
    await direccion.fill(slug);
    await formulario.getByRole('switch', { name: 'Recibir reservas en línea' }).check();
    await formulario.getByRole('textbox', { name: 'Sitio permitido' }).fill('https://www.mihotel.cl');
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await formulario.getByText('Activa', { exact: true }).waitFor();
    await quieta(page);
    await revision.escanear('/configuracion/motor-reservas: activa, con sitio permitido');

    // A guest books on the page (a season and a price first): the calendar marks the bar «Web».
    const [habitacion] = (await apiFromPage<{ TipoHabitacionId: number }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const temporada = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Temporadas', { Nombre: 'Web', FechaInicial: dia(0), FechaFinal: dia(60) })).body;
    const tarifa = { TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ ServicioId: habitacion.TipoHabitacionId, Valor: 50000 }] };
    expect((await apiFromPage(page, 'POST', '/api/TarifasB', tarifa)).status).toBe(200);
    const web = await page.evaluate(
      async ({ ruta, cuerpo }) => {
        const r = await fetch(ruta, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(cuerpo) });
        return { status: r.status, body: (await r.json()) as { Codigo: number } };
      },
      {
        ruta: `/api/Publico/${slug}/Reservas`,
        cuerpo: { TipoHabitacionId: habitacion.TipoHabitacionId, CheckIn: dia(9), CheckOut: dia(11), Adultos: 2, Ninos: 0, Nombre: 'Ana Soto', Email: `ana.${slug}@correo.test`, Telefono: '+56 9 1234 5678', PaisId: 35, AceptaPolitica: true, SegundosLlenado: 40 },
      },
    );
    expect(web.status).toBe(200);
    await page.goto(server.url('/reservas/calendario'));
    const barra = page.getByRole('button', { name: new RegExp(`^Reserva ${web.body.Codigo}: Ana Soto · 2 pax, Web,`) });
    await barra.waitFor();
    await barra.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Reserva web' }).waitFor();
    await quieta(page);
    await revision.escanear('/reservas/calendario: una reserva web');
    fallarSiGraves(revision);
  }, 120_000);
});
