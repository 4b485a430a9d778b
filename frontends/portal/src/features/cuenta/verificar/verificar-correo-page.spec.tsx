import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, installFakeApi } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const VERIFICAR = 'POST /api/Cuenta/Verificar';

describe('the verification’s page (the sign-up’s mailed link)', () => {
  afterEach(resetPortal);

  it('signed out: uses the link once, says so and offers Ingresar', async () => {
    const fake = installFakeApi({ [VERIFICAR]: { body: { Message: M.correoVerificado } } });
    const user = userEvent.setup();
    await renderPortalAt('/verificar?token=v1');
    expect(document.title).toBe('Verificar correo - recepcion.app');
    expect(await screen.findByText(/Las invitaciones de hoteles enviadas a esa dirección ya aparecen/)).toBeInTheDocument();
    expect(fake.bodies(VERIFICAR)).toEqual([{ token: 'v1' }]);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByRole('dialog', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('signed in (its hotel not configured): stays on the page, no setup dialog, and opens «Invitaciones»', async () => {
    document.cookie = 'h=7; path=/';
    installFakeApi({
      'GET /api/Apertura/Configuracion/7': { body: apertura({ configurado: false }) },
      [VERIFICAR]: { body: { Message: M.correoVerificado } },
      'GET /api/Invitaciones': { body: [] },
    });
    const user = userEvent.setup();
    await renderPortalAt('/verificar?token=v2');
    await user.click(await screen.findByRole('button', { name: 'Ver invitaciones' }));
    expect(screen.getByRole('dialog', { name: 'Invitaciones' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/verificar');
  });

  it('a used or expired link says so', async () => {
    installFakeApi({ [VERIFICAR]: { status: 400, body: { Message: M.enlaceVerificacionInvalido } } });
    await renderPortalAt('/verificar?token=usado');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.enlaceVerificacionInvalido);
  });
});
