import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const RESET = 'POST /api/Cuenta/RestablecerContrasena';

describe('Restablecer contraseña (the e-mailed link)', () => {
  afterEach(resetPortal);

  it('is a public page with its title', async () => {
    installFakeApi();
    await renderPortalAt('/restablecer-contrasena?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(document.title).toBe('Restablecer contraseña - recepcion.app');
  });

  it('asks for a new password of at least 6, twice', async () => {
    const fake = installFakeApi();
    const user = userEvent.setup();
    await renderPortalAt('/restablecer-contrasena?token=abc');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(`Al menos 6 caracteres. ${M.faltaContrasena}`);
    expect(screen.getByLabelText('Repita la nueva contraseña')).toHaveAccessibleDescription(M.faltaConfirmacion);
    await user.type(screen.getByLabelText('Nueva contraseña'), '123');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), '124{Enter}');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(`Al menos 6 caracteres. ${M.contrasenaCorta}`);
    expect(screen.getByLabelText('Repita la nueva contraseña')).toHaveAccessibleDescription(M.contrasenasDistintas);
    expect(fake.called(RESET)).toBe(false);
  });

  it('sets the password, says so and opens Ingresar', async () => {
    const fake = installFakeApi({ [RESET]: { body: { Message: 'Contraseña cambiada con éxito' } } });
    const user = userEvent.setup();
    await renderPortalAt('/restablecer-contrasena?token=abc');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva12');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'nueva12{Enter}');
    expect(fake.bodies(RESET)).toEqual([{ token: 'abc', password: 'nueva12' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Contraseña cambiada con éxito');
    expect(screen.getByRole('dialog', { name: 'Ingresar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('offers a new link when this one is invalid or used', async () => {
    installFakeApi({ [RESET]: { status: 400, body: { Message: M.enlaceInvalido } } });
    const user = userEvent.setup();
    await renderPortalAt('/restablecer-contrasena?token=usado');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva12');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'nueva12{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Pedir un enlace nuevo' }));
    expect(screen.getByRole('dialog', { name: 'Recuperar contraseña' })).toBeInTheDocument();
  });

  it('without a token says the link is not valid', async () => {
    installFakeApi();
    await renderPortalAt('/restablecer-contrasena');
    expect(screen.getByRole('alert')).toHaveTextContent(M.enlaceInvalido);
  });
});
