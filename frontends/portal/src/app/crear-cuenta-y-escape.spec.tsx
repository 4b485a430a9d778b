import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPortalDialog } from '../dialogs/dialog-store';
import { apertura, installFakeApi } from '../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../test/render-portal';

const APERTURA = 'GET /api/Apertura/Configuracion/7';

function signedIn() {
  document.cookie = 'h=7; path=/';
  document.cookie = 'u=4; path=/';
}

afterEach(resetPortal);

describe('Esc closes the arrival dialogs', () => {
  it.each(['inicio', 'bienvenida'] as const)('%s', async (nombre) => {
    signedIn();
    installFakeApi({ [APERTURA]: { body: apertura() } });
    const user = userEvent.setup();
    await renderPortalAt('/dashboard');
    act(() => openPortalDialog({ name: nombre }));
    const titulo = nombre === 'inicio' ? 'Inicio' : 'Bienvenida';
    expect(screen.getByRole('dialog', { name: titulo })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: titulo })).not.toBeInTheDocument();
  });
});
