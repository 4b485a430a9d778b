import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cargarPagina } from '../../../app/reload-page';
import { apertura, installFakeApi, sesion } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

jest.mock('../../../app/reload-page', () => ({ reloadPage: jest.fn(), cargarPagina: jest.fn() }));

const HOTELES = [
  { HotelId: 7, Nombre: 'Hotel Sur', TipoUsuario: 'AD', Actual: true },
  { HotelId: 9, Nombre: 'Hotel Norte', TipoUsuario: 'RE', Actual: false },
];

async function abrirMenu(hoteles = HOTELES, routes = {}) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: apertura() }, 'GET /api/Cuenta/Hoteles': { body: hoteles }, ...routes });
  const user = userEvent.setup();
  await renderPortalAt('/dashboard');
  await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
  return { fake, user };
}

describe('Cambiar de hotel (user menu)', () => {
  afterEach(() => {
    resetPortal();
    jest.mocked(cargarPagina).mockClear();
  });

  it('is offered only to a user with several hotels', async () => {
    await abrirMenu([HOTELES[0]]);
    expect(screen.queryByRole('button', { name: 'Cambiar de hotel' })).not.toBeInTheDocument();
  });

  it('lists the user’s hotels and moves the session to the chosen one: the page opens again there', async () => {
    const enNorte = { ...sesion(), hotel_id: 9, config: { ...sesion().config, HotelId: 9, Nombre: 'Hotel Norte' }, usuario: { ...sesion().usuario, TipoUsuario: 'RE' } };
    const { fake, user } = await abrirMenu(HOTELES, {
      'POST /api/Cuenta/CambiarHotel/9': { body: { Message: `${M.hotelCambiado} Hotel Norte`, HotelId: 9, NombreHotel: 'Hotel Norte', Sesion: enNorte } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cambiar de hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar de hotel' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Hotel Sur · Administrador · hotel actual', 'Hotel Norte · Recepción']);
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(items[1]).getByRole('button', { name: 'Entrar a Hotel Norte' }));
    expect(await screen.findByText(`${M.hotelCambiado} Hotel Norte`)).toBeInTheDocument();
    expect(session.get()).toMatchObject({ hotelId: 9, config: { Nombre: 'Hotel Norte' }, usuario: { TipoUsuario: 'RE' } });
    expect(cargarPagina).toHaveBeenCalledWith('/reservas/calendario');
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toContain('/api/Cuenta/CambiarHotel/9');
  });

  it('stays where it was when the server refuses', async () => {
    const { user } = await abrirMenu(HOTELES, { 'POST /api/Cuenta/CambiarHotel/9': { status: 404, body: { Message: 'No se encontro' } } });
    await user.click(await screen.findByRole('button', { name: 'Cambiar de hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar de hotel' });
    await user.click(await within(dialog).findByRole('button', { name: 'Entrar a Hotel Norte' }));
    // The spec's 404 text, as every refused call shows it.
    expect(await screen.findByText('No se encontro')).toBeInTheDocument();
    expect(cargarPagina).not.toHaveBeenCalled();
    expect(session.get()).toMatchObject({ hotelId: 7 });
    expect(within(dialog).getByRole('button', { name: 'Entrar a Hotel Norte' })).toBeEnabled();
  });
});
