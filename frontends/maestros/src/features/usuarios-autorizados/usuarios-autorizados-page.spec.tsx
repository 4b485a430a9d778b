import { type InvitacionEnviada, MENSAJES_CUENTA } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { configuracionPrueba, HOTEL_PRUEBA, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOTEL_ID, renderArea, resetArea, signIn, signOut, USUARIOS } from '../../../test/render-area';

const PATH = '/administracion/usuarios-autorizados';

function grid() {
  return screen.getByRole('grid', { name: 'Usuarios autorizados' });
}

/** The body rows, each as [Nombre, Correo, Tipo]. */
function rowTexts() {
  return within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent));
}

function selectedRow() {
  return within(grid()).getByRole('row', { selected: true });
}

async function openList() {
  const user = userEvent.setup();
  const api = renderArea(PATH);
  await screen.findByRole('grid', { name: 'Usuarios autorizados' });
  return { user, api };
}

beforeEach(signIn);
afterEach(resetArea);

describe('usuarios autorizados', () => {
  it("lists the hotel's users with name, e-mail and type, and titles the page", async () => {
    const { api } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios autorizados' })).toBeInTheDocument();
    expect(document.title).toBe('Usuarios autorizados - recepcion.app');
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Correo', 'Tipo']);
    expect(rowTexts()).toEqual([
      ['Ana PérezUsted', 'ana@hotel.test', 'Administrador'],
      ['Luis Soto', 'luis@hotel.test', 'Recepción'],
      ['Marta Díaz', 'marta@hotel.test', 'Consulta'],
    ]);
    expect(selectedRow()).toHaveTextContent('Ana Pérez');
    expect(api.apiCalls()).toEqual([
      { method: 'GET', url: `/api/HotelUsuarios/${HOTEL_ID}`, body: undefined },
      { method: 'GET', url: '/api/HotelUsuarios/Invitaciones', body: undefined },
    ]);
    // Nobody invited: no section for it.
    expect(screen.queryByRole('region', { name: 'Invitaciones pendientes' })).not.toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    let answer!: (value: { body: unknown }) => void;
    const user = userEvent.setup();
    renderArea(PATH, { override: (call) => (call.method === 'GET' && call.url === `/api/HotelUsuarios/${HOTEL_ID}` ? new Promise((resolve) => (answer = resolve)) : undefined) });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando usuarios…');
    expect(screen.getByRole('button', { name: 'Nuevo usuario' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeDisabled();
    await act(async () => answer({ body: USUARIOS }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo usuario' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    expect(screen.getByRole('dialog', { name: 'Crear usuario' })).toBeInTheDocument();
  });

  it('shows a failed list with its reason and reads it again on Reintentar', async () => {
    const user = userEvent.setup();
    let fallar = true;
    renderArea(PATH, { override: (call) => (call.method === 'GET' && fallar ? { status: 500, body: { Message: 'Error', detailedMessage: 'Base de datos no disponible' } } : undefined) });
    const panel = await screen.findByText('No se pudo cargar la lista de usuarios.', { exact: false });
    expect(panel.closest('[role="alert"]')).toHaveTextContent('Base de datos no disponible');
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(3);
  });

  it('says so when nobody has access yet', async () => {
    renderArea(PATH, { usuarios: [] });
    expect(await screen.findByText(/Ningún usuario tiene acceso a este hotel todavía/)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar tipo' })).toBeDisabled();
  });

  it('selects one row by click and moves the selection with the arrow keys, Home and End', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('gridcell', { name: 'luis@hotel.test' }));
    expect(selectedRow()).toHaveTextContent('Luis Soto');
    expect(within(grid()).getAllByRole('row', { selected: true })).toHaveLength(1);
    expect(selectedRow()).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(selectedRow()).toHaveTextContent('Marta Díaz');
    expect(selectedRow()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(selectedRow()).toHaveTextContent('Marta Díaz');
    await user.keyboard('{Home}');
    expect(selectedRow()).toHaveTextContent('Ana Pérez');
    expect(selectedRow()).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}');
    expect(selectedRow()).toHaveTextContent('Luis Soto');
    // Only the selected row is in the tab order.
    expect(within(grid()).getAllByRole('row').filter((row) => row.tabIndex === 0)).toEqual([selectedRow()]);
  });

  describe('Nuevo usuario', () => {
    it('asks for every field, a password of at least 8 and the same confirmation', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
      const dialog = screen.getByRole('dialog', { name: 'Crear usuario' });
      expect(within(dialog).getByLabelText(/Nombre/)).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(within(dialog).getByLabelText(/Nombre/)).toHaveAccessibleDescription('Falta ingresar el nombre');
      expect(within(dialog).getByLabelText(/Correo/)).toHaveAccessibleDescription(/Falta ingresar el correo/);
      expect(within(dialog).getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/Falta ingresar la contraseña/);
      expect(within(dialog).getByLabelText(/Confirmar contraseña/)).toHaveAccessibleDescription('Falta repetir la contraseña');
      expect(within(dialog).getByLabelText(/Nombre/)).toHaveFocus();

      await user.type(within(dialog).getByLabelText(/Nombre/), 'Pedro Rojas');
      await user.type(within(dialog).getByLabelText(/Correo/), 'pedro@');
      await user.type(within(dialog).getByLabelText(/^Contraseña/), '1234567');
      await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), '12345678');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(within(dialog).getByLabelText(/Correo/)).toHaveAccessibleDescription(/El correo no es válido/);
      expect(within(dialog).getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/La contraseña debe tener al menos 8 caracteres/);
      expect(within(dialog).getByLabelText(/Confirmar contraseña/)).toHaveAccessibleDescription('Las contraseñas no coinciden');
      expect(within(dialog).getByLabelText(/Correo/)).toHaveFocus();
      expect(api.apiCalls('POST')).toEqual([]);
    });

    it('creates the user, closes, says Guardado con éxito and selects the new row', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
      const dialog = screen.getByRole('dialog', { name: 'Crear usuario' });
      // The type is asked, Recepción by default: administration is given on purpose.
      const tipo = within(dialog).getByRole('combobox', { name: 'Tipo' });
      expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Administrador', 'Recepción', 'Consulta', 'Camarería']);
      expect(tipo).toHaveValue('RE');
      await user.type(within(dialog).getByLabelText(/Nombre/), '  Pedro Rojas ');
      await user.type(within(dialog).getByLabelText(/Correo/), 'pedro@hotel.test');
      await user.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta12');
      await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'secreta12{Enter}');

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.apiCalls('POST')).toEqual([
        { method: 'POST', url: '/api/HotelUsuarios/CrearUsuario', body: { nombre: 'Pedro Rojas', email: 'pedro@hotel.test', password: 'secreta12', IDTipoUsuario: 'RE' } },
      ]);
      expect(within(screen.getByRole('region', { name: 'Notificaciones' })).getByRole('status')).toHaveTextContent('Guardado con éxito');
      expect(rowTexts()).toContainEqual(['Pedro Rojas', 'pedro@hotel.test', 'Recepción']);
      expect(selectedRow()).toHaveTextContent('Pedro Rojas');
    });

    it('creates the user with the type chosen', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
      const dialog = screen.getByRole('dialog', { name: 'Crear usuario' });
      await user.type(within(dialog).getByLabelText(/Nombre/), 'Rosa Vera');
      await user.type(within(dialog).getByLabelText(/Correo/), 'rosa@hotel.test');
      await user.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta12');
      await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'secreta12');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'Consulta');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.apiCalls('POST').at(-1)?.body).toEqual({ nombre: 'Rosa Vera', email: 'rosa@hotel.test', password: 'secreta12', IDTipoUsuario: 'CO' });
      expect(rowTexts()).toContainEqual(['Rosa Vera', 'rosa@hotel.test', 'Consulta']);
    });

    it('keeps the dialog open and marks the e-mail when the server refuses it', async () => {
      const { user } = await openList();
      await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
      const dialog = screen.getByRole('dialog', { name: 'Crear usuario' });
      await user.type(within(dialog).getByLabelText(/Nombre/), 'Luis');
      await user.type(within(dialog).getByLabelText(/Correo/), 'luis@hotel.test');
      await user.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta12');
      await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'secreta12');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('El correo ya está registrado');
      expect(within(dialog).getByLabelText(/Correo/)).toHaveAccessibleDescription(/El correo ya está registrado/);
      expect(within(dialog).getByLabelText(/Correo/)).toHaveFocus();
      expect(rowTexts()).toHaveLength(3);
    });

    it('closes with Cancelar without calling the server', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
      await user.type(screen.getByLabelText(/Nombre/), 'Pedro');
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nuevo usuario' })).toHaveFocus();
      expect(api.apiCalls('POST')).toEqual([]);
    });
  });

  describe('Invitar', () => {
    it('requires the e-mail, then sends an invitation with the chosen type and adds no one to the list', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('button', { name: 'Invitar' }));
      const dialog = screen.getByRole('dialog', { name: 'Invitar' });
      const tipo = within(dialog).getByRole('combobox', { name: 'Tipo' });
      expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Administrador', 'Recepción', 'Consulta', 'Camarería']);
      expect(tipo).toHaveValue('AD');

      await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
      expect(within(dialog).getByLabelText(/Correo/)).toHaveAccessibleDescription(/Falta ingresar el correo/);

      await user.type(within(dialog).getByLabelText(/Correo/), 'luis@hotel.test');
      await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
      expect(await within(dialog).findByText('Ese usuario ya tiene acceso a este hotel')).toBeInTheDocument();

      await user.clear(within(dialog).getByLabelText(/Correo/));
      await user.type(within(dialog).getByLabelText(/Correo/), 'rosa@otro.test');
      await user.selectOptions(tipo, 'Recepción');
      await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.apiCalls('POST').at(-1)).toEqual({ method: 'POST', url: '/api/HotelUsuarios', body: { Usuario: 'rosa@otro.test', IDTipoUsuario: 'RE' } });
      expect(screen.getByText(MENSAJES_CUENTA.invitacionEnviada)).toBeInTheDocument();
      expect(rowTexts().map((fila) => fila[1])).not.toContain('rosa@otro.test');
      // It waits under «Invitaciones pendientes» until the person answers.
      const pendientes = await screen.findByRole('region', { name: 'Invitaciones pendientes' });
      expect(within(pendientes).getByRole('listitem')).toHaveTextContent(/rosa@otro\.test.*Recepción/);
    });

    it('lists the pending invitations with their dates, and withdraws one after asking', async () => {
      const invitaciones: InvitacionEnviada[] = [
        { Id: 70, Email: 'rosa@otro.test', IDTipoUsuario: 'RE', Fecha: '2026-11-20T15:00:00.000Z', Vence: '2026-11-27T15:00:00.000Z' },
        { Id: 71, Email: 'pedro@otro.test', IDTipoUsuario: 'CA', Fecha: '2026-11-21T15:00:00.000Z', Vence: '2026-11-28T15:00:00.000Z' },
      ];
      const user = userEvent.setup();
      const api = renderArea(PATH, { invitaciones });
      const pendientes = await screen.findByRole('region', { name: 'Invitaciones pendientes' });
      const filas = within(pendientes).getAllByRole('listitem');
      expect(filas.map((f) => f.textContent)).toEqual([
        'Correorosa@otro.testTipoRecepciónEnviada20-11-2026Vence27-11-2026Retirar',
        'Correopedro@otro.testTipoCamareríaEnviada21-11-2026Vence28-11-2026Retirar',
      ]);

      await user.click(within(pendientes).getByRole('button', { name: 'Retirar la invitación a rosa@otro.test' }));
      const pregunta = await screen.findByRole('alertdialog');
      expect(pregunta).toHaveTextContent('¿Retirar la invitación a rosa@otro.test? El enlace que se le envió dejará de funcionar.');
      await user.click(within(pregunta).getByRole('button', { name: /Cancelar|No/ }));
      expect(api.apiCalls('DELETE')).toEqual([]);

      await user.click(within(pendientes).getByRole('button', { name: 'Retirar la invitación a rosa@otro.test' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Aceptar|Sí|Confirmar/ }));
      await waitFor(() => expect(within(pendientes).getAllByRole('listitem')).toHaveLength(1));
      expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/HotelUsuarios/Invitaciones/70', body: undefined }]);
      expect(screen.getByText(MENSAJES_CUENTA.invitacionRetirada)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Invitaciones pendientes' })).toHaveFocus();
    });
  });

  describe('Cambiar tipo', () => {
    it("changes the selected user's type", async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('gridcell', { name: 'Marta Díaz' }));
      await user.click(screen.getByRole('button', { name: 'Cambiar tipo' }));
      const dialog = screen.getByRole('dialog', { name: 'Cambiar tipo' });
      expect(dialog).toHaveTextContent('marta@hotel.test');
      expect(within(dialog).getByRole('combobox', { name: 'Tipo' })).toHaveValue('CO');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'Recepción');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/HotelUsuarios/3', body: { IDTipoUsuario: 'RE' } }]);
      expect(rowTexts()[2]).toEqual(['Marta Díaz', 'marta@hotel.test', 'Recepción']);
      expect(screen.getByText('Guardado con éxito')).toBeInTheDocument();
    });

    it('names a housekeeping user Camarería and keeps its type when saved untouched (it became Administrador)', async () => {
      const user = userEvent.setup();
      const api = renderArea(PATH, { usuarios: [...USUARIOS, { Id: 4, UsuarioId: 7, Usuario: 'camila@hotel.test', Nombre: 'Camila Rojas', IDTipoUsuario: 'CA' }] });
      await screen.findByRole('grid', { name: 'Usuarios autorizados' });
      expect(rowTexts()[3]).toEqual(['Camila Rojas', 'camila@hotel.test', 'Camarería']);
      await user.click(screen.getByRole('gridcell', { name: 'Camila Rojas' }));
      await user.click(screen.getByRole('button', { name: 'Cambiar tipo' }));
      const dialog = screen.getByRole('dialog', { name: 'Cambiar tipo' });
      const tipo = within(dialog).getByRole('combobox', { name: 'Tipo' });
      expect(tipo).toHaveValue('CA');
      expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Administrador', 'Recepción', 'Consulta', 'Camarería']);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/HotelUsuarios/4', body: { IDTipoUsuario: 'CA' } }]);
      expect(rowTexts()[3]).toEqual(['Camila Rojas', 'camila@hotel.test', 'Camarería']);
    });

    it('opens on Enter in the grid, and refuses one\'s own row', async () => {
      const { user, api } = await openList();
      selectedRow().focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('No se puede cambiar el tipo de sí mismo');

      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByRole('dialog', { name: 'Cambiar tipo' })).toHaveTextContent('luis@hotel.test');
      expect(api.apiCalls('PUT')).toEqual([]);
    });
  });

  describe('Quitar', () => {
    it('asks for confirmation and does nothing on Cancelar', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('gridcell', { name: 'Luis Soto' }));
      await user.click(screen.getByRole('button', { name: 'Quitar' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveAccessibleDescription('¿Confirma que desea eliminar este registro?');
      await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.apiCalls('DELETE')).toEqual([]);
      expect(rowTexts()).toHaveLength(3);
    });

    it('removes the row after Aceptar, says Eliminado con éxito and selects the next one', async () => {
      const { user, api } = await openList();
      await user.click(screen.getByRole('gridcell', { name: 'Luis Soto' }));
      await user.click(screen.getByRole('button', { name: 'Quitar' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));

      await waitFor(() => expect(rowTexts()).toHaveLength(2));
      expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/HotelUsuarios/2', body: undefined }]);
      expect(screen.queryByText('luis@hotel.test')).not.toBeInTheDocument();
      expect(selectedRow()).toHaveTextContent('Marta Díaz');
      expect(screen.getByText('Eliminado con éxito')).toBeInTheDocument();
    });

    it("refuses one's own access without asking or calling the server", async () => {
      const { user, api } = await openList();
      expect(selectedRow()).toHaveTextContent('Usted');
      await user.click(screen.getByRole('button', { name: 'Quitar' }));
      expect(screen.getByRole('alert')).toHaveTextContent('No se puede eliminar el acceso a sí mismo');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(api.apiCalls('DELETE')).toEqual([]);
      expect(rowTexts()).toHaveLength(3);
    });

    it("shows the server's refusal and keeps the row", async () => {
      const { user, api } = await openList();
      api.override((call) => (call.method === 'DELETE' ? { status: 400, body: { Message: 'No se puede eliminar el acceso a sí mismo' } } : undefined));
      await user.click(screen.getByRole('gridcell', { name: 'Marta Díaz' }));
      await user.click(screen.getByRole('button', { name: 'Quitar' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('No se puede eliminar el acceso a sí mismo');
      expect(rowTexts()).toHaveLength(3);
      expect(selectedRow()).toHaveTextContent('Marta Díaz');
    });
  });

  it('shows nothing and asks nothing when nobody is signed in', () => {
    signOut();
    const api = renderArea(PATH);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });

  it('shows nothing and asks nothing to a housekeeping user (the board is all theirs: no 403, no error toast)', () => {
    session.establecer({ hotel_id: HOTEL_PRUEBA, user_id: USUARIO_PRUEBA.Id, config: configuracionPrueba(), usuario: { ...USUARIO_PRUEBA, TipoUsuario: 'CA' } });
    const api = renderArea(PATH);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });

  it('sends an unknown administration path home', () => {
    renderArea('/administracion/no-existe');
    expect(window.location.pathname).toBe('/');
  });
});
