import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { iniciarSesionPrueba, installFakeApi, type RecordedCall } from '@recepcion/testing-web';
import { session } from '@recepcion/session';
import { CalendarioPage } from './calendario-page';
import type { CeldaReserva, DatosCalendario } from './tipos';

// «A las»: the calendar as the hotel stood at a past moment (`?aLas=`), for reading only.

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const HOY = '2027-08-03';
const AHORA = () => new Date(2027, 7, 3, 16, 45, 20);

const celda = (cliente: string, room: number): CeldaReserva => ({
  id: `${room}-1`,
  status: '2 ',
  cliente,
  nombre_grupo: '',
  start_date: '2027-08-02',
  end_date: '2027-08-05',
  room,
  reserva_id: room,
  tipo_habitacion_id: 1,
  pasajeros_casilla: 2,
  pasajeros_totales: 2,
  importante: false,
});

const datos = (aLas: string | null): DatosCalendario => ({
  data: [aLas ? celda('Reserva de antes', 101) : celda('María Muñoz', 101)],
  roomType: [{ Id: 1, Nombre: 'Doble' }],
  room: [
    { Id: 101, Nombre: '101', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 1 },
    { Id: 102, Nombre: '102', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 2 },
  ],
  bloqueo: [],
});

function renderPagina() {
  const api = installFakeApi([
    (call: RecordedCall) => (call.method === 'GET' && call.url.startsWith('/api/Calendario/') ? { body: datos(new URL(call.url, 'http://x').searchParams.get('aLas')) } : undefined),
  ]);
  iniciarSesionPrueba();
  render(
    <>
      <CalendarioPage hoy={HOY} userAgent={ESCRITORIO} ahora={AHORA} />
      <ToastHost />
    </>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  act(() => toast.clear());
  act(() => session.expirar());
});

const lecturas = (api: ReturnType<typeof installFakeApi>) => api.apiCalls('GET').filter((c) => c.url.startsWith('/api/Calendario/'));
const fila = (habitacion: string) => screen.getByRole('rowheader', { name: habitacion }).closest('[role="row"]') as HTMLElement;

describe('«A las» on the calendar', () => {
  it('starts at now (today and this minute) and reads the calendar of now', async () => {
    const api = renderPagina();
    await screen.findByRole('grid');
    expect(screen.getByRole('textbox', { name: 'A las' })).toHaveValue('03-08-2027');
    expect(screen.getByLabelText('Hora')).toHaveValue('16:45');
    expect(lecturas(api).every((c) => !c.url.includes('aLas'))).toBe(true);
    expect(screen.queryByRole('status', { name: /Vista al/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva reserva' })).toBeEnabled();
  });

  it('at a past moment, typed with the keyboard: that state, marked, read-only; «Volver a ahora» brings the present back', async () => {
    const user = userEvent.setup();
    const api = renderPagina();
    await screen.findByRole('grid');
    const dia = screen.getByRole('textbox', { name: 'A las' });
    await user.clear(dia);
    await user.type(dia, '01082027');
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '09:30' } });

    const esperado = new Date(2027, 7, 1, 9, 30).toISOString();
    await waitFor(() => expect(lecturas(api).at(-1)?.url).toContain(`aLas=${encodeURIComponent(esperado)}`));
    expect(await within(fila('101')).findByRole('button', { name: /Reserva de antes/ })).toBeInTheDocument();
    expect(screen.getByText('Vista al 01-08-2027 09:30 — solo lectura')).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('button', { name: 'Nueva reserva' })).not.toBeInTheDocument();

    // No drag, no menu, nothing opens.
    const barra = within(fila('101')).getByRole('button', { name: /Reserva de antes/ });
    expect(fila('101').querySelector('.cal-bar__resize')).toBeNull();
    fireEvent.mouseDown(barra);
    fireEvent.mouseOver(screen.getByRole('gridcell', { name: /^Habitación 102, 04-08-2027/ }));
    fireEvent.mouseUp(window);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(barra);
    fireEvent.contextMenu(barra);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(api.apiCalls('PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Volver a ahora' }));
    expect(await within(fila('101')).findByRole('button', { name: /María Muñoz/ })).toBeInTheDocument();
    expect(lecturas(api).at(-1)?.url).not.toContain('aLas');
    expect(screen.queryByText(/Vista al/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'A las' })).toHaveValue('03-08-2027');
    expect(screen.getByRole('button', { name: 'Nueva reserva' })).toBeInTheDocument();
  });

  it('a time later today is now: no past view', async () => {
    const api = renderPagina();
    await screen.findByRole('grid');
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '18:00' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(lecturas(api).every((c) => !c.url.includes('aLas'))).toBe(true);
    expect(screen.queryByText(/Vista al/)).not.toBeInTheDocument();
  });
});
