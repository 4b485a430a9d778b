import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@recepcion/session';
import { cargarPagina } from '../../../app/reload-page';
import { apertura, installFakeApi, sesion } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

jest.mock('../../../app/reload-page', () => ({ reloadPage: jest.fn(), cargarPagina: jest.fn() }));

const INVITACIONES = [
  { Id: 31, HotelId: 9, NombreHotel: 'Hotel Norte', IDTipoUsuario: 'RE', Fecha: '2026-11-20T13:00:00.000Z' },
  { Id: 32, HotelId: 10, NombreHotel: 'Cabañas del Lago', IDTipoUsuario: 'CO', Fecha: '2026-11-21T09:30:00.000Z' },
];

async function abrirInvitaciones(routes = {}, aperturaUsuario = apertura()) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: aperturaUsuario }, 'GET /api/Invitaciones': { body: INVITACIONES }, ...routes });
  const user = userEvent.setup();
  await renderPortalAt('/dashboard');
  await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
  await user.click(screen.getByRole('button', { name: 'Invitaciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invitaciones' });
  return { fake, user, dialog };
}

describe('Invitaciones (user menu)', () => {
  afterEach(() => {
    resetPortal();
    jest.mocked(cargarPagina).mockClear();
  });

  it('lists the hotels that invited the user and declines one', async () => {
    const { fake, user, dialog } = await abrirInvitaciones({ 'POST /api/Invitaciones/32/Rechazar': { body: { Message: M.invitacionRechazada } } });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Hotel Norte le invita como Recepción (20-11-2026).',
      'Cabañas del Lago le invita como Consulta (21-11-2026).',
    ]);
    await user.click(within(items[1]).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(M.invitacionRechazada)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/Invitaciones')).map((c) => c.url)).toEqual(['/api/Invitaciones/32/Rechazar']);
    expect(cargarPagina).not.toHaveBeenCalled();
  });

  it('accepting moves to that hotel at once: the session follows and the calendar opens there', async () => {
    const enNorte = { ...sesion(), hotel_id: 9, config: { ...sesion().config, HotelId: 9, Nombre: 'Hotel Norte' }, usuario: { ...sesion().usuario, TipoUsuario: 'RE' } };
    const { user, dialog } = await abrirInvitaciones({
      'POST /api/Invitaciones/31/Aceptar': { body: { Message: M.invitacionAceptada, HotelId: 9, NombreHotel: 'Hotel Norte', Sesion: enNorte } },
    });
    const [primera] = await within(dialog).findAllByRole('listitem');
    await user.click(within(primera).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(`${M.invitacionAceptada}: Hotel Norte`)).toBeInTheDocument();
    expect(screen.queryByText(/próxima vez que ingrese/)).not.toBeInTheDocument();
    expect(session.get()).toMatchObject({ estado: 'configurado', hotelId: 9, config: { Nombre: 'Hotel Norte' }, usuario: { TipoUsuario: 'RE' } });
    expect(cargarPagina).toHaveBeenCalledWith('/reservas/calendario');
    expect(screen.queryByRole('dialog', { name: 'Invitaciones' })).not.toBeInTheDocument();
  });

  it('until the address is proven, says how and sends the link again', async () => {
    const sinVerificar = { ...apertura(), Usuario: { ...apertura().Usuario, CorreoVerificado: false } };
    const { fake, user, dialog } = await abrirInvitaciones(
      { 'GET /api/Invitaciones': { body: [] }, 'POST /api/Cuenta/EnviarVerificacion': { body: { Message: M.verificacionEnviada } } },
      sinVerificar,
    );
    expect(within(dialog).getByText(/confirme que la dirección es suya/)).toHaveTextContent('Para ver las invitaciones enviadas a ana@hotelsur.cl, confirme que la dirección es suya');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect(await screen.findByText(M.verificacionEnviada)).toBeInTheDocument();
    expect(fake.called('POST /api/Cuenta/EnviarVerificacion')).toBe(true);
  });

  it('says so when there is none', async () => {
    const { dialog } = await abrirInvitaciones({ 'GET /api/Invitaciones': { body: [] } });
    expect(await within(dialog).findByText('No tiene invitaciones pendientes.')).toBeInTheDocument();
  });
});
