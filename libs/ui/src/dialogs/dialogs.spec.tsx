import { MENSAJES_CUENTA } from '@recepcion/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alerta } from './alerta';
import { confirmar } from './confirmar';
import { pedirContrasena } from './pedir-contrasena';
import { preguntar } from './preguntar';

/** Opens an imperative dialog inside act and hands back its answer. */
function open<T>(show: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => {
    answer = show();
  });
  return answer;
}

describe('generic dialogs', () => {
  afterEach(() => {
    expect(document.querySelectorAll('[data-rc-dialog]')).toHaveLength(0);
  });

  it('alerta shows the message with its title and resolves on Aceptar', async () => {
    const user = userEvent.setup();
    const closed = open(() => alerta('Seleccione la fecha', 'Informe'));
    const dialog = screen.getByRole('alertdialog', { name: 'Informe' });
    expect(dialog).toHaveAccessibleDescription('Seleccione la fecha');
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerta has a default title and a static backdrop (Esc and outside clicks keep it)', async () => {
    const user = userEvent.setup();
    const closed = open(() => alerta('La reserva ya está anulada'));
    const dialog = screen.getByRole('alertdialog', { name: 'Aviso' });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await closed;
  });

  it('alerta is draggable by its header', async () => {
    const closed = open(() => alerta('Mensaje'));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Aviso' }), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 50, clientY: 30 });
    fireEvent.mouseUp(document);
    expect(dialog.style.transform).toBe('translate(40px, 20px)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aceptar' }));
    await closed;
  });

  it.each([
    ['Aceptar', true],
    ['Cancelar', false],
    ['Cerrar', false],
  ])('confirmar resolves %s as %s', async (button, expected) => {
    const user = userEvent.setup();
    const answer = open(() => confirmar('¿Confirma que desea eliminar este registro?'));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(dialog).toHaveTextContent('¿Confirma que desea eliminar este registro?');
    await user.click(within(dialog).getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
  });

  it('confirmar focuses Cancelar, so Enter alone does not confirm', async () => {
    const user = userEvent.setup();
    const answer = open(() => confirmar('¿Confirma que desea quitar este registro?', 'Quitar'));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('gives the focus back to what had it before', async () => {
    const user = userEvent.setup();
    const button = document.createElement('button');
    button.textContent = 'Eliminar';
    document.body.appendChild(button);
    button.focus();
    const answer = open(() => confirmar('¿Confirma que desea eliminar este registro?'));
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await answer;
    expect(button).toHaveFocus();
    button.remove();
  });

  it('preguntar answers the typed text on Enter', async () => {
    const user = userEvent.setup();
    const answer = open(() => preguntar('¿Por qué anula la reserva?', 'Motivo', { titulo: 'Anular reserva' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular reserva' });
    expect(dialog).toHaveAccessibleDescription('¿Por qué anula la reserva?');
    const field = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(field).toHaveFocus();
    await user.type(field, 'Pidió el cliente{Enter}');
    await expect(answer).resolves.toBe('Pidió el cliente');
  });

  it('preguntar answers null on Cancelar', async () => {
    const user = userEvent.setup();
    const answer = open(() => preguntar('¿Motivo?', 'Motivo'));
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'algo');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBeNull();
  });

  it('preguntar insists on an answer when told to', async () => {
    const user = userEvent.setup();
    const answer = open(() => preguntar('¿Motivo?', 'Motivo', { obligatorio: 'Ingrese el motivo', valorInicial: '' }));
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const field = screen.getByRole('textbox', { name: 'Motivo' });
    expect(field).toHaveAccessibleDescription('Ingrese el motivo');
    expect(field).toHaveFocus();
    await user.type(field, 'x{Enter}');
    await expect(answer).resolves.toBe('x');
  });

  it('pedirContrasena asks for a hidden password and requires one', async () => {
    const user = userEvent.setup();
    const answer = open(() => pedirContrasena('Ingrese la contraseña para hacer el check-out'));
    const dialog = screen.getByRole('dialog', { name: 'Contraseña' });
    const field = within(dialog).getByLabelText('Contraseña');
    expect(field).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(MENSAJES_CUENTA.faltaContrasena);
    await user.type(field, 'clave{Enter}');
    await expect(answer).resolves.toBe('clave');
  });

  it('stacks a dialog opened from another one above it', async () => {
    const user = userEvent.setup();
    const first = open(() => confirmar('¿Primero?'));
    const second = open(() => alerta('Segundo'));
    const [backFirst, backSecond] = screen.getAllByRole('alertdialog').map((d) => Number((d.parentElement as HTMLElement).style.zIndex));
    expect(backSecond).toBeGreaterThan(backFirst);
    const top = screen.getByRole('alertdialog', { name: 'Aviso' });
    expect(within(top).getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.click(within(top).getByRole('button', { name: 'Aceptar' }));
    await second;
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await expect(first).resolves.toBe(true);
  });
});
