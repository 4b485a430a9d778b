import { act, screen, within } from '@testing-library/react';
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

describe('«Crear cuenta» on the public pages', () => {
  it.each(['/', '/precios'])('%s offers «Crear cuenta», which opens the registration dialog', async (path) => {
    installFakeApi({ 'GET /api/Paises': { body: [{ Id: 35, Nombre: 'Chile' }] } });
    const user = userEvent.setup();
    await renderPortalAt(path);
    const main = screen.getByRole('main');
    const boton = within(main).getByRole('button', { name: 'Crear cuenta' });

    // Keyboard: Tab reaches it and Enter opens the dialog.
    boton.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Crear una cuenta' });
    expect(within(dialog).getByLabelText(/Su nombre/)).toBeInTheDocument();
    // Cancelar gives focus back to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(boton).toHaveFocus();
  });

  it('is not offered to a user who is signed in to a hotel still to set up', async () => {
    signedIn();
    installFakeApi({ [APERTURA]: { body: apertura({ configurado: false }) }, 'GET /api/Monedas': { body: [] } });
    await renderPortalAt('/precios');
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).not.toBeInTheDocument();
  });
});

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
