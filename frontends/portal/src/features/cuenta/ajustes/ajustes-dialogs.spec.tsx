import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, CONFIG, installFakeApi, MONEDAS, PAISES } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';
import { resetPaisesCache } from '../registro/get-paises';

const IMPUESTOS = [
  { Id: 1, Nombre: 'IVA (19)', Porcentaje: 19 },
  { Id: 2, Nombre: 'Exento', Porcentaje: 0 },
];
const EMPRESA = {
  Id: 5,
  Nombre: 'Hoteles del Sur SpA',
  Direccion: 'Av. Costanera 12',
  Ciudad: 'Puerto Montt',
  PaisId: 35,
  Telefono1: null,
  PersonaContacto: 'Ana',
  Giro: null,
  MensajeCheckOut: 'Devolver la llave',
  TopeReservas: null,
  TopeReservasVigentes: 40,
  sFechaRegistro: '2026-01-02T10:00:00.000Z',
};

async function abrir(opcion: string, titulo: string, routes = {}) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({
    'GET /api/Apertura/Configuracion/7': { body: apertura() },
    'GET /api/Monedas': { body: MONEDAS },
    'GET /api/Paises': { body: PAISES },
    'GET /api/TipoImpuestos': { body: IMPUESTOS },
    [`GET /api/Configuraciones/${CONFIG.Id}`]: { body: { ...CONFIG, TieneClaveCheckOut: true } },
    'GET /api/Hoteles/7': { body: { Id: 7, Nombre: 'Hotel Sur', EmpresaId: 5, FechaCreacion: '2026-01-02T10:00:00.000Z' } },
    'GET /api/Empresas/5': { body: EMPRESA },
    ...routes,
  });
  const user = userEvent.setup();
  await renderPortalAt('/dashboard');
  await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
  await user.click(screen.getByRole('button', { name: opcion }));
  const dialog = await screen.findByRole('dialog', { name: titulo });
  return { fake, user, dialog };
}

describe('the hotel settings dialogs of the user menu', () => {
  afterEach(() => {
    resetPortal();
    resetPaisesCache();
  });

  it('Hotel: renames the hotel, and refuses an empty name', async () => {
    const { fake, user, dialog } = await abrir('Hotel', 'Hotel', { 'PUT /api/Hoteles/7': (body: unknown) => ({ body: { Id: 7, EmpresaId: 5, ...(body as object) } }) });
    const nombre = within(dialog).getByLabelText('Nombre');
    expect(nombre).toHaveValue('Hotel Sur');
    await user.clear(nombre);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(nombre).toHaveAccessibleDescription(M.nombreVacio);
    expect(fake.called('PUT /api/Hoteles/7')).toBe(false);
    await user.type(nombre, 'Hotel Sur Centro{Enter}');
    expect(fake.bodies('PUT /api/Hoteles/7')).toEqual([{ Nombre: 'Hotel Sur Centro' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado con éxito');
  });

  it('Configuración: sets the per-person prices, the second tax, the statement header and the time zone, and the session prices with them', async () => {
    const { fake, user, dialog } = await abrir('Configuración de la empresa', 'Configuración de la empresa', {
      [`PUT /api/Configuraciones/${CONFIG.Id}`]: (body: unknown) => ({ body: { ...CONFIG, ...(body as object), TieneClaveCheckOut: true } }),
    });
    await user.click(within(dialog).getByLabelText('Precio de habitación por persona'));
    await user.selectOptions(within(dialog).getByLabelText('Impuesto de los cargos'), 'Exento');
    await user.click(within(dialog).getByLabelText('Precio de cargos con impuesto incluido'));
    await user.type(within(dialog).getByLabelText('Encabezado del estado de cuenta'), 'Hotel Sur{Enter}RUT 76.123.456-7');
    await user.clear(within(dialog).getByLabelText('Correo'));
    await user.type(within(dialog).getByLabelText('Correo'), 'reservas@hotelsur.cl');
    const zona = within(dialog).getByLabelText('Zona horaria');
    expect(zona).toHaveValue('');
    expect(within(zona).getByRole('option', { name: 'America/Mexico City' })).toBeInTheDocument();
    await user.selectOptions(zona, 'America/Santiago');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(fake.bodies(`PUT /api/Configuraciones/${CONFIG.Id}`)).toEqual([
      {
        Nombre: 'Hotel Sur',
        MonedaId: 'CLP',
        TipoImpuestoId: 1,
        ImpuestoIncluido: true,
        TipoImpuestoSAId: 2,
        ImpuestoIncluidoSA: false,
        PrecioHabitacionPorPersona: true,
        PrecioRegimenPorPersona: true,
        Encabezado: 'Hotel Sur\nRUT 76.123.456-7',
        PaisId: 35,
        Email: 'reservas@hotelsur.cl',
        ZonaHoraria: 'America/Santiago',
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado con éxito');
    expect(session.get().config).toMatchObject({ PrecioHabitacionPorPersona: true, TipoImpuestoSAId: 2, Encabezado: 'Hotel Sur\nRUT 76.123.456-7', ZonaHoraria: 'America/Santiago' });
  });

  it('Configuración: refuses an empty name and a wrong e-mail', async () => {
    const { fake, user, dialog } = await abrir('Configuración de la empresa', 'Configuración de la empresa');
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.clear(within(dialog).getByLabelText('Correo'));
    await user.type(within(dialog).getByLabelText('Correo'), 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Nombre')).toHaveAccessibleDescription(M.nombreVacio);
    expect(within(dialog).getByLabelText('Correo')).toHaveAccessibleDescription(M.emailInvalido);
    expect(fake.called(`PUT /api/Configuraciones/${CONFIG.Id}`)).toBe(false);
  });

  it('Empresa: sends an empty check-out message as null, the caps, and a new check-out password', async () => {
    const { fake, user, dialog } = await abrir('Empresa', 'Empresa', {
      'PUT /api/Empresas/5': (body: unknown) => ({ body: { ...EMPRESA, ...(body as object) } }),
      [`PUT /api/Configuraciones/${CONFIG.Id}`]: { body: CONFIG },
    });
    expect(within(dialog).getByLabelText('Mensaje de check-out')).toHaveValue('Devolver la llave');
    await user.clear(within(dialog).getByLabelText('Mensaje de check-out'));
    await user.type(within(dialog).getByLabelText('Tope de reservas'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText('Tope de reservas')).toHaveAccessibleDescription('El campo Tope de reservas no puede ser negativo');
    await user.clear(within(dialog).getByLabelText('Tope de reservas'));
    await user.type(within(dialog).getByLabelText('Tope de reservas'), '500');
    await user.type(within(dialog).getByLabelText('Clave de check-out'), 'llave-9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(fake.bodies('PUT /api/Empresas/5')).toEqual([
      {
        Nombre: 'Hoteles del Sur SpA',
        Direccion: 'Av. Costanera 12',
        Ciudad: 'Puerto Montt',
        PaisId: 35,
        Telefono1: null,
        PersonaContacto: 'Ana',
        Giro: null,
        MensajeCheckOut: null,
        TopeReservas: 500,
        TopeReservasVigentes: 40,
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado con éxito');
    expect(fake.bodies(`PUT /api/Configuraciones/${CONFIG.Id}`)).toEqual([{ Nombre: 'Hotel Sur', ClaveCheckOut: 'llave-9' }]);
  });

  it('Empresa: leaves the check-out password alone unless changed, and can remove it', async () => {
    const { fake, user, dialog } = await abrir('Empresa', 'Empresa', {
      'PUT /api/Empresas/5': { body: EMPRESA },
      [`PUT /api/Configuraciones/${CONFIG.Id}`]: { body: CONFIG },
    });
    await user.click(within(dialog).getByLabelText('Quitar la clave de check-out'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado con éxito');
    expect(fake.bodies(`PUT /api/Configuraciones/${CONFIG.Id}`)).toEqual([{ Nombre: 'Hotel Sur', ClaveCheckOut: '' }]);
  });
});
