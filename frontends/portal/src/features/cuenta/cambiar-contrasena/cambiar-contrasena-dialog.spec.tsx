import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, installFakeApi } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const CHANGE = 'POST /api/Cuenta/ChangePassword';

async function openCambiar(routes = {}) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: apertura() }, ...routes });
  const user = userEvent.setup();
  await renderPortalAt('/dashboard');
  await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  return { fake, user, dialog: screen.getByRole('dialog', { name: 'Cambiar contraseña' }) };
}

describe('Cambiar contraseña', () => {
  afterEach(resetPortal);

  it('asks for the current password, a new one of at least 6 and the same again', async () => {
    const { fake, user, dialog } = await openCambiar();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar' }));
    expect(within(dialog).getByLabelText('Contraseña actual')).toHaveAccessibleDescription(M.faltaContrasenaActual);
    expect(within(dialog).getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(`Al menos 6 caracteres. ${M.faltaContrasena}`);
    expect(within(dialog).getByLabelText('Repita la nueva contraseña')).toHaveAccessibleDescription(M.faltaConfirmacion);

    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'vieja1');
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva');
    await user.type(within(dialog).getByLabelText('Repita la nueva contraseña'), 'nueva2{Enter}');
    expect(within(dialog).getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(`Al menos 6 caracteres. ${M.contrasenaCorta}`);
    expect(within(dialog).getByLabelText('Repita la nueva contraseña')).toHaveAccessibleDescription(M.contrasenasDistintas);
    expect(fake.called(CHANGE)).toBe(false);
  });

  it('changes the own password and says so', async () => {
    const { fake, user, dialog } = await openCambiar({ [CHANGE]: { body: { Message: 'Contraseña cambiada con éxito' } } });
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'vieja1');
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva12');
    await user.type(within(dialog).getByLabelText('Repita la nueva contraseña'), 'nueva12{Enter}');
    expect(fake.bodies(CHANGE)).toEqual([{ id: 4, oldPassword: 'vieja1', newPassword: 'nueva12' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Contraseña cambiada con éxito');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears and focuses a wrong current password', async () => {
    const { user, dialog } = await openCambiar({ [CHANGE]: { status: 400, body: { Message: M.contrasenaIncorrecta } } });
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'mala');
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva12');
    await user.type(within(dialog).getByLabelText('Repita la nueva contraseña'), 'nueva12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.contrasenaIncorrecta);
    const actual = within(dialog).getByLabelText('Contraseña actual');
    expect(actual).toHaveValue('');
    expect(actual).toHaveFocus();
  });
});
