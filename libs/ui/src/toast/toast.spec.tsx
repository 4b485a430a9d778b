import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from './toast-host';
import { toast, TOAST_DURATION_MS } from './toast-store';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.clear());
    jest.useRealTimers();
  });

  it('shows a success toast with its text and removes it after a few seconds', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Guardado con éxito');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Guardado con éxito');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.success));
    expect(screen.queryByText('Guardado con éxito')).not.toBeInTheDocument();
  });

  it('announces errors and warnings as alerts and keeps each kind apart', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Habitación no disponible');
      toast.warning('Revise las fechas');
      toast.info('Informe actualizado');
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Habitación no disponible'),
      expect.stringContaining('Revise las fechas'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Informe actualizado');
  });

  it('closes a toast from its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastHost />);
    act(() => {
      toast.error('No se encontro');
    });
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('No se encontro')).not.toBeInTheDocument();
  });

  it('shows a repeated message once', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Ocurrió un error');
      toast.error('Ocurrió un error');
    });
    expect(screen.getAllByText('Ocurrió un error')).toHaveLength(1);
  });

  it('keeps a toast while the pointer rests on it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastHost />);
    act(() => {
      toast.info('Se añadio pasajero');
    });
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.info * 2));
    expect(screen.getByText('Se añadio pasajero')).toBeInTheDocument();

    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.info));
    expect(screen.queryByText('Se añadio pasajero')).not.toBeInTheDocument();
  });
});
