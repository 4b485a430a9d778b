import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DraggableModal } from './draggable-modal';

function PaisDialog({ closeOnEscape }: { closeOnEscape?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <DraggableModal
        open={open}
        title="País"
        onClose={() => setOpen(false)}
        closeOnEscape={closeOnEscape}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancelar
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Guardar
            </button>
          </>
        }
      >
        <label>
          Nombre <input name="nombre" />
        </label>
        <label>
          Código <input name="codigo" />
        </label>
      </DraggableModal>
    </>
  );
}

describe('DraggableModal', () => {
  it('is a modal dialog named by its title, with the first field focused', () => {
    render(<PaisDialog />);
    const dialog = screen.getByRole('dialog', { name: 'País' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  it('stays open when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    render(<PaisDialog />);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'País' })).toBeInTheDocument();
  });

  it('does not close on Escape unless told to', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PaisDialog />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<PaisDialog closeOnEscape />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves when dragged by its header', () => {
    render(<PaisDialog />);
    const dialog = screen.getByRole('dialog');
    const title = screen.getByRole('heading', { name: 'País' });

    fireEvent.mouseDown(title, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 160, clientY: 130 });
    fireEvent.mouseUp(document, { clientX: 160, clientY: 130 });
    expect(dialog.style.transform).toBe('translate(60px, 30px)');

    // After release, moving the mouse no longer moves it.
    fireEvent.mouseMove(document, { clientX: 300, clientY: 300 });
    expect(dialog.style.transform).toBe('translate(60px, 30px)');
  });

  it('does not move when dragged by its body', () => {
    render(<PaisDialog />);
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(screen.getByLabelText('Código'), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 160, clientY: 130 });
    expect(dialog.style.transform).toBe('translate(0px, 0px)');
  });

  it.each(['Cancelar', 'Guardar', 'Cerrar'])('closes with its %s button and gives focus back', async (name) => {
    const user = userEvent.setup();
    render(<PaisDialog />);
    await user.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<PaisDialog />);
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    guardar.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(guardar).toHaveFocus();
  });

  it('takes the focus back for Esc and Tab when its focused control goes away (a status button once applied)', async () => {
    const user = userEvent.setup();
    function EstadoDialog() {
      const [open, setOpen] = useState(true);
      const [aplicado, setAplicado] = useState(false);
      return (
        <DraggableModal open={open} title="Reserva" onClose={() => setOpen(false)} closeOnEscape>
          <label>
            Nombre <input name="nombre" />
          </label>
          {!aplicado && (
            <button type="button" onClick={() => setAplicado(true)}>
              Check-IN
            </button>
          )}
        </DraggableModal>
      );
    }
    render(<EstadoDialog />);
    screen.getByRole('button', { name: 'Check-IN' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    screen.getByLabelText('Nombre').blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is one form with its footer when given onSubmit: Enter in a field submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <DraggableModal open title="Moneda" onSubmit={onSubmit} footer={<button type="submit">Guardar</button>}>
        <label>
          Nombre <input name="nombre" />
        </label>
      </DraggableModal>,
    );
    await user.type(screen.getByLabelText('Nombre'), 'Peso{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('focuses the element marked data-autofocus, and can be an alertdialog described by its message', () => {
    render(
      <DraggableModal
        open
        title="Aviso"
        role="alertdialog"
        describedBy="mensaje"
        footer={
          <button type="button" data-autofocus>
            Aceptar
          </button>
        }
      >
        <p id="mensaje">Seleccione la fecha</p>
        <input aria-label="Fecha" />
      </DraggableModal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Aviso' })).toHaveAccessibleDescription('Seleccione la fecha');
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
  });
});
