import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, installFakeApi } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const INVITACIONES = [
  { Id: 31, HotelId: 9, NombreHotel: 'Hotel Norte', IDTipoUsuario: 'RE', Fecha: '2026-11-20T13:00:00.000Z' },
  { Id: 32, HotelId: 10, NombreHotel: 'Cabañas del Lago', IDTipoUsuario: 'CO', Fecha: '2026-11-21T09:30:00.000Z' },
];

async function abrirInvitaciones(routes = {}) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: apertura() }, 'GET /api/Invitaciones': { body: INVITACIONES }, ...routes });
  const user = userEvent.setup();
  await renderPortalAt('/dashboard');
  await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
  await user.click(screen.getByRole('button', { name: 'Invitaciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invitaciones' });
  return { fake, user, dialog };
}

describe('Invitaciones (user menu)', () => {
  afterEach(resetPortal);

  it('lists the hotels that invited the user, accepts one and declines the other', async () => {
    const { fake, user, dialog } = await abrirInvitaciones({
      'POST /api/Invitaciones/31/Aceptar': { body: { Message: M.invitacionAceptada, HotelId: 9, NombreHotel: 'Hotel Norte' } },
      'POST /api/Invitaciones/32/Rechazar': { body: { Message: M.invitacionRechazada } },
    });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Hotel Norte le invita como Recepción (20-11-2026).',
      'Cabañas del Lago le invita como Consulta (21-11-2026).',
    ]);
    await user.click(within(items[0]).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(`${M.invitacionAceptada}: Hotel Norte. Estará disponible la próxima vez que ingrese.`)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('No tiene invitaciones pendientes.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/Invitaciones')).map((c) => c.url)).toEqual(['/api/Invitaciones/31/Aceptar', '/api/Invitaciones/32/Rechazar']);
  });

  it('says so when there is none', async () => {
    const { dialog } = await abrirInvitaciones({ 'GET /api/Invitaciones': { body: [] } });
    expect(await within(dialog).findByText('No tiene invitaciones pendientes.')).toBeInTheDocument();
  });
});
