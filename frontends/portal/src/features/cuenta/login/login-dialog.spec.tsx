import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, PAISES, sesion } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';

const LOGIN = 'POST /api/Cuenta/Login';

async function openLogin() {
  const user = userEvent.setup();
  await renderPortalAt('/');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Ingresar' }) };
}

describe('Ingresar', () => {
  afterEach(resetPortal);

  it('asks for the e-mail and the password, focusing the first missing one', async () => {
    const fake = installFakeApi();
    const { user, dialog } = await openLogin();
    const email = within(dialog).getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription(M.faltaEmail);
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(M.faltaContrasena);
    expect(email).toHaveFocus();

    await user.type(email, 'ana@hotelsur.cl{Enter}');
    expect(email).toBeValid();
    expect(within(dialog).getByLabelText('Contraseña')).toHaveFocus();
    expect(fake.called(LOGIN)).toBe(false);
  });

  it('signs in with "Recordarme" and goes to the calendar with the start dialog', async () => {
    const fake = installFakeApi({ [LOGIN]: { body: sesion() } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), ' ana@hotelsur.cl ');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreta1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));

    expect(fake.bodies(LOGIN)).toEqual([{ email: 'ana@hotelsur.cl', password: 'secreta1', recordar: true }]);
    expect(session.get().estado).toBe('configurado');
    expect(await screen.findByRole('dialog', { name: 'Inicio' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reservas/calendario');
    expect(screen.queryByRole('dialog', { name: 'Ingresar' })).not.toBeInTheDocument();
  });

  it('on a wrong password shows the error toast, clears the password and focuses it', async () => {
    installFakeApi({ [LOGIN]: { status: 400, body: { Message: M.contrasenaIncorrecta } } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mala{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(M.contrasenaIncorrecta);
    const password = within(dialog).getByLabelText('Contraseña');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('ana@hotelsur.cl');
  });

  it('a successful login after a wrong password takes the password toast away', async () => {
    installFakeApi({ [LOGIN]: (body) => ((body as { password: string }).password === 'secreta1' ? { body: sesion() } : { status: 400, body: { Message: M.contrasenaIncorrecta } }) });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mala{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.contrasenaIncorrecta);
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreta1{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByText(M.contrasenaIncorrecta)).not.toBeInTheDocument();
  });

  it('shows other server messages as a toast', async () => {
    installFakeApi({ [LOGIN]: { status: 400, body: { Message: M.cuentaBloqueada } } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.cuentaBloqueada);
  });

  it('does not close on Escape (static dialog) but closes with Cancelar', async () => {
    installFakeApi();
    const { user } = await openLogin();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Ingresar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads to "¿Olvidó su contraseña?" with the e-mail typed, and to "Crear una cuenta"', async () => {
    installFakeApi({ 'GET /api/Paises': { body: PAISES } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl');
    await user.click(within(dialog).getByRole('button', { name: '¿Olvidó su contraseña?' }));
    const recuperar = screen.getByRole('dialog', { name: 'Recuperar contraseña' });
    expect(within(recuperar).getByLabelText('Correo electrónico')).toHaveValue('ana@hotelsur.cl');

    await user.click(within(recuperar).getByRole('button', { name: 'Volver a Ingresar' }));
    await user.click(screen.getByRole('button', { name: 'Crear una cuenta' }));
    expect(screen.getByRole('dialog', { name: 'Crear una cuenta' })).toBeInTheDocument();
  });
});
