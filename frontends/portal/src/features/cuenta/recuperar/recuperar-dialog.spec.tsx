import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const RECOVERY = 'POST /api/Cuenta/RecoveryPassword';

async function openRecuperar() {
  const user = userEvent.setup();
  await renderPortalAt('/');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Recuperar contraseña' }) };
}

describe('Recuperar contraseña', () => {
  afterEach(resetPortal);

  it('asks for a valid e-mail', async () => {
    const fake = installFakeApi();
    const { user, dialog } = await openRecuperar();
    const email = within(dialog).getByLabelText('Correo electrónico');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(email).toHaveAccessibleDescription(M.faltaEmail);
    await user.type(email, 'ana{Enter}');
    expect(email).toHaveAccessibleDescription(M.emailInvalido);
    expect(fake.called(RECOVERY)).toBe(false);
  });

  it('sends the e-mail and says the password was sent', async () => {
    const fake = installFakeApi({ [RECOVERY]: { body: { Message: M.contrasenaEnviada } } });
    const { user, dialog } = await openRecuperar();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl{Enter}');
    expect(fake.bodies(RECOVERY)).toEqual([{ email: 'ana@hotelsur.cl' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Su contraseña se le ha enviado al correo.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
