import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const pestanas = [
  { id: 'general', titulo: 'General', contenido: <input aria-label="Observación" /> },
  { id: 'habitaciones', titulo: 'Habitaciones', contenido: <p>Lista de habitaciones</p> },
  { id: 'pasajeros', titulo: 'Pasajeros', contenido: <p>Lista de pasajeros</p>, deshabilitada: true },
  { id: 'cuenta', titulo: 'Cuenta', contenido: <p>Estado de cuenta</p> },
];

describe('Tabs', () => {
  it('is a named tab list showing the first tab panel', () => {
    render(<Tabs ariaLabel="Reserva" tabs={pestanas} />);
    expect(screen.getByRole('tablist', { name: 'Reserva' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Habitaciones' })).not.toBeInTheDocument();
  });

  it('opens a tab on click and keeps what was typed in the others', async () => {
    const user = userEvent.setup();
    const onCambio = jest.fn();
    render(<Tabs ariaLabel="Reserva" tabs={pestanas} onCambio={onCambio} />);
    await user.type(screen.getByRole('textbox', { name: 'Observación' }), 'Llega tarde');
    await user.click(screen.getByRole('tab', { name: 'Habitaciones' }));
    expect(onCambio).toHaveBeenCalledWith('habitaciones');
    expect(screen.getByRole('tabpanel', { name: 'Habitaciones' })).toHaveTextContent('Lista de habitaciones');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('textbox', { name: 'Observación' })).toHaveValue('Llega tarde');
  });

  it('moves with the arrows (skipping disabled tabs), Home and End; only the open tab is tabbable', async () => {
    const user = userEvent.setup();
    render(<Tabs ariaLabel="Reserva" tabs={pestanas} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cuenta' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cuenta' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cuenta' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cuenta' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Cuenta' })).toHaveFocus();
  });

  it('follows a controlled active tab', () => {
    const { rerender } = render(<Tabs ariaLabel="Reserva" tabs={pestanas} activa="cuenta" />);
    expect(screen.getByRole('tabpanel', { name: 'Cuenta' })).toBeVisible();
    rerender(<Tabs ariaLabel="Reserva" tabs={pestanas} activa="habitaciones" />);
    expect(screen.getByRole('tab', { name: 'Habitaciones' })).toHaveAttribute('aria-selected', 'true');
  });
});
