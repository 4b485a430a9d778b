import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, MONEDAS, PAISES, sesion } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';
import { resetPaisesCache } from './get-paises';

const REGISTER = 'POST /api/Cuenta/Register';

async function openRegistro() {
  const user = userEvent.setup();
  await renderPortalAt('/');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  await user.click(screen.getByRole('button', { name: 'Crear una cuenta' }));
  const dialog = screen.getByRole('dialog', { name: 'Crear una cuenta' });
  // The countries arrive.
  await within(dialog).findByRole('option', { name: 'Chile' });
  return { user, dialog };
}

describe('Crear una cuenta', () => {
  beforeEach(resetPaisesCache);
  afterEach(resetPortal);

  it('lists the countries from /api/Paises by name', async () => {
    installFakeApi({ 'GET /api/Paises': { body: PAISES } });
    const { dialog } = await openRegistro();
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un país', 'Argentina', 'Chile']);
  });

  it('shows the message of every missing field', async () => {
    installFakeApi({ 'GET /api/Paises': { body: PAISES } });
    const { user, dialog } = await openRegistro();
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    expect(within(dialog).getByLabelText('Su nombre')).toHaveAccessibleDescription(M.faltaNombre);
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(M.faltaEmail);
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(`Al menos 6 caracteres. ${M.faltaContrasena}`);
    expect(within(dialog).getByLabelText('Repita la contraseña')).toHaveAccessibleDescription(M.faltaConfirmacion);
    expect(within(dialog).getByLabelText('Nombre del hotel')).toHaveAccessibleDescription(M.faltaNombreHotel);
    expect(within(dialog).getByLabelText('País')).toHaveAccessibleDescription(M.faltaPais);
    expect(within(dialog).getByLabelText('Su nombre')).toHaveFocus();
  });

  it('checks the e-mail, the password length and that both passwords match', async () => {
    const fake = installFakeApi({ 'GET /api/Paises': { body: PAISES } });
    const { user, dialog } = await openRegistro();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@');
    await user.type(within(dialog).getByLabelText('Contraseña'), '12345');
    await user.type(within(dialog).getByLabelText('Repita la contraseña'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(M.emailInvalido);
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(`Al menos 6 caracteres. ${M.contrasenaCorta}`);
    expect(within(dialog).getByLabelText('Repita la contraseña')).toHaveAccessibleDescription(M.contrasenasDistintas);

    // Messages follow the corrections.
    await user.type(within(dialog).getByLabelText('Contraseña'), '6');
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription('Al menos 6 caracteres.');
    expect(within(dialog).getByLabelText('Repita la contraseña')).toBeValid();
    expect(fake.called(REGISTER)).toBe(false);
  });

  it('registers, says so, and opens the setup dialog over the public page', async () => {
    const fake = installFakeApi({
      'GET /api/Paises': { body: PAISES },
      'GET /api/Monedas': { body: MONEDAS },
      [REGISTER]: { body: sesion({ configurado: false }) },
    });
    const { user, dialog } = await openRegistro();
    await user.type(within(dialog).getByLabelText('Su nombre'), 'Ana Pérez');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreta1');
    await user.type(within(dialog).getByLabelText('Repita la contraseña'), 'secreta1');
    await user.type(within(dialog).getByLabelText('Nombre del hotel'), 'Hotel Sur');
    await user.selectOptions(within(dialog).getByLabelText('País'), 'Chile');
    // Enter in a text field sends the form.
    await user.type(within(dialog).getByLabelText('Nombre del hotel'), '{Enter}');

    expect(fake.bodies(REGISTER)).toEqual([{ nombre: 'Ana Pérez', email: 'ana@hotelsur.cl', password: 'secreta1', nombreHotel: 'Hotel Sur', paisId: 35 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Registrado con éxito');
    expect(session.get().estado).toBe('sin-configurar');
    expect(screen.getByRole('dialog', { name: 'Configuración del hotel' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('Configuración - recepcion.app');
  });

  it('shows the server message under its field', async () => {
    installFakeApi({ 'GET /api/Paises': { body: PAISES }, [REGISTER]: { status: 400, body: { Message: M.emailRegistrado } } });
    const { user, dialog } = await openRegistro();
    await user.type(within(dialog).getByLabelText('Su nombre'), 'Ana');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@hotelsur.cl');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreta1');
    await user.type(within(dialog).getByLabelText('Repita la contraseña'), 'secreta1');
    await user.type(within(dialog).getByLabelText('Nombre del hotel'), 'Hotel Sur');
    await user.selectOptions(within(dialog).getByLabelText('País'), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(M.emailRegistrado);
    const email = within(dialog).getByLabelText('Correo electrónico');
    expect(email).toHaveAccessibleDescription(M.emailRegistrado);
    expect(email).toHaveFocus();
  });
});
