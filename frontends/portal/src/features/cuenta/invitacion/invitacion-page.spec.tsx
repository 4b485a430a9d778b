import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, installFakeApi, sesion } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const CONSULTAR = 'POST /api/Invitaciones/Consultar';
const ACEPTAR = 'POST /api/Invitaciones/Aceptar';
const RECHAZAR = 'POST /api/Invitaciones/Rechazar';

const invitacion = (cambios = {}) => ({
  HotelId: 9,
  NombreHotel: 'Hotel Norte',
  IDTipoUsuario: 'RE',
  Email: 'nueva@hotel.test',
  TieneCuenta: false,
  Vence: '2026-12-04T12:00:00.000Z',
  ...cambios,
});

/** The session `Aceptar` answers: the new (or moved) session, in Hotel Norte. */
const enNorte = (email = 'nueva@hotel.test', configurado = true) => {
  const base = sesion({ configurado });
  return { ...base, hotel_id: 9, config: { ...base.config, HotelId: 9, Nombre: 'Hotel Norte' }, usuario: { ...base.usuario, Id: 12, Nombre: 'Nueva', Email: email, TipoUsuario: 'RE' } };
};

describe('the invitation’s page (the mailed link)', () => {
  afterEach(resetPortal);

  it('a person without an account sets a name and a password there, and lands in the inviting hotel', async () => {
    const fake = installFakeApi({
      [CONSULTAR]: { body: invitacion() },
      [ACEPTAR]: { body: { Message: M.invitacionAceptada, HotelId: 9, NombreHotel: 'Hotel Norte', Sesion: enNorte() } },
    });
    const user = userEvent.setup();
    await renderPortalAt('/invitacion?token=t0k3n');
    expect(document.title).toBe('Invitación - recepcion.app');
    expect(await screen.findByText(/le invita a trabajar con él en Recepción, como Recepción/)).toHaveTextContent(
      'El hotel Hotel Norte le invita a trabajar con él en Recepción, como Recepción. La invitación es para nueva@hotel.test y vence el 04-12-2026.',
    );
    expect(fake.bodies(CONSULTAR)).toEqual([{ token: 't0k3n' }]);

    const form = screen.getByRole('form', { name: 'Crear su cuenta' });
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta y aceptar' }));
    expect(screen.getByLabelText('Su nombre')).toHaveAccessibleDescription(M.faltaNombre);
    expect(fake.called(ACEPTAR)).toBe(false);
    await user.type(screen.getByLabelText('Su nombre'), 'Nueva Empleada');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-nueva');
    await user.type(screen.getByLabelText('Repita la contraseña'), 'clave-nueva{Enter}');

    expect(fake.bodies(ACEPTAR)).toEqual([{ token: 't0k3n', nombre: 'Nueva Empleada', password: 'clave-nueva' }]);
    expect(await screen.findByText(`${M.invitacionAceptada}: Hotel Norte`)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/reservas/calendario'));
    expect(session.get()).toMatchObject({ estado: 'configurado', hotelId: 9, usuario: { Email: 'nueva@hotel.test' } });
    // No setup dialog, no sign-up of a hotel of her own.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed out, for an address with an account: Ingresar with it, and the page stays to accept', async () => {
    document.cookie = 'h=7; path=/';
    const fake = installFakeApi({
      'GET /api/Apertura/Configuracion/7': { status: 404, body: { Message: 'No se encontro' } },
      [CONSULTAR]: { body: invitacion({ Email: 'ana@hotelsur.cl', TieneCuenta: true }) },
      'POST /api/Cuenta/Login': { body: sesion({ configurado: false }) },
      [ACEPTAR]: { body: { Message: M.invitacionAceptada, HotelId: 9, NombreHotel: 'Hotel Norte', Sesion: enNorte('ana@hotelsur.cl') } },
    });
    const user = userEvent.setup();
    await renderPortalAt('/invitacion?token=abc');
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Ingresar' }));
    const login = screen.getByRole('dialog', { name: 'Ingresar' });
    expect(within(login).getByLabelText('Correo electrónico')).toHaveValue('ana@hotelsur.cl');
    await user.type(within(login).getByLabelText('Contraseña'), 'secreto1{Enter}');
    // Signed in (her own hotel is not configured): still the invitation, not the setup dialog.
    await user.click(await screen.findByRole('button', { name: 'Aceptar invitación' }));
    expect(screen.queryByRole('dialog', { name: 'Configuración del hotel' })).not.toBeInTheDocument();
    expect(fake.bodies(ACEPTAR)).toEqual([{ token: 'abc' }]);
    await waitFor(() => expect(window.location.pathname).toBe('/reservas/calendario'));
    expect(session.get()).toMatchObject({ hotelId: 9, estado: 'configurado' });
  });

  it('signed in as another address: says so and offers Salir', async () => {
    document.cookie = 'h=7; path=/';
    const fake = installFakeApi({
      'GET /api/Apertura/Configuracion/7': { body: apertura() },
      [CONSULTAR]: { body: invitacion() },
      'POST /api/Cuenta/Logout': { body: { Message: 'Sesión cerrada' } },
    });
    const user = userEvent.setup();
    await renderPortalAt('/invitacion?token=abc');
    expect(await screen.findByText(/Usted ingresó como/)).toHaveTextContent('Usted ingresó como ana@hotelsur.cl. Para aceptarla, salga e ingrese con nueva@hotel.test.');
    // Signed in and configured, the page stays (no redirect to the calendar).
    expect(window.location.pathname).toBe('/invitacion');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('form', { name: 'Crear su cuenta' })).toBeInTheDocument();
    expect(fake.called('POST /api/Cuenta/Logout')).toBe(true);
  });

  it('declines without an account', async () => {
    const fake = installFakeApi({ [CONSULTAR]: { body: invitacion() }, [RECHAZAR]: { body: { Message: M.invitacionRechazada } } });
    const user = userEvent.setup();
    await renderPortalAt('/invitacion?token=abc');
    await user.click(await screen.findByRole('button', { name: 'No quiero, rechazar la invitación' }));
    expect(await screen.findAllByText(new RegExp(M.invitacionRechazada))).not.toHaveLength(0);
    expect(fake.bodies(RECHAZAR)).toEqual([{ token: 'abc' }]);
  });

  it.each(['/invitacion?token=usado', '/invitacion'])('%s (a used, expired or missing link) says so', async (ruta) => {
    const fake = installFakeApi({ [CONSULTAR]: { status: 400, body: { Message: M.enlaceInvitacionInvalido } } });
    await renderPortalAt(ruta);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.enlaceInvitacionInvalido);
    expect(fake.called(CONSULTAR)).toBe(ruta.includes('token'));
  });
});
