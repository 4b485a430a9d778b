import { onApiError } from '@recepcion/api-client';
import { type ConflictoCanal, ENTIDAD_EN_VIVO_CANALES } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { conectarVivo, empujar, iniciarSesionPrueba, installFakeApi, type RecordedCall } from '@recepcion/testing-web';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarioPage } from './calendario-page';
import type { DatosCalendario } from './tipos';

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

const DATOS: DatosCalendario = {
  data: [],
  roomType: [{ Id: 1, Nombre: 'Doble' }],
  room: [{ Id: 101, Nombre: '101', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 1 }],
  // The channel's stay shows as a block named after it (barra.tsx).
  bloqueo: [{ room: 101, start_date: '2027-08-04', end_date: '2027-08-06', canal: 'Airbnb' }],
};

const conflicto = (Id: number): ConflictoCanal => ({ Id, CanalId: 1, Canal: 'Airbnb', HabitacionId: 101, HabitacionNombre: '101', Desde: '2027-08-04', Hasta: '2027-08-06', Uid: `AIR-${Id}`, ReservaId: 11 });

let stop: (() => void) | undefined;

/** The calendar of an administrator, with `conflictos()` as `GET /api/Canales/Conflictos` answers now. */
function renderPage(conflictos: () => { status?: number; body: unknown }) {
  const api = installFakeApi([
    (call: RecordedCall) => (call.method === 'GET' && call.url.startsWith('/api/Calendario/') ? { body: DATOS } : undefined),
    (call: RecordedCall) => (call.method === 'GET' && call.url === '/api/Canales/Conflictos' ? conflictos() : undefined),
  ]);
  stop = onApiError((error) => void toast.error(error.mensaje));
  iniciarSesionPrueba();
  render(
    <>
      <CalendarioPage hoy="2027-08-03" userAgent={ESCRITORIO} />
      <ToastHost />
    </>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  stop?.();
  act(() => toast.clear());
  act(() => session.expirar());
});

describe('the calendar’s notice of channel conflicts', () => {
  it('says how many conflicts are open above the grid, with words and a link to Configuración › Canales', async () => {
    const api = renderPage(() => ({ body: [conflicto(1), conflicto(2)] }));
    await screen.findByRole('grid', { name: 'Calendario de ocupación' });
    const aviso = await screen.findByText('Hay 2 conflictos con los canales');
    const caja = aviso.closest('.cal-aviso') as HTMLElement;
    expect(caja).toHaveAttribute('role', 'status');
    expect(caja).toHaveTextContent('Hay 2 conflictos con los canales Estadías de un canal sobre noches ya reservadas o bloqueadas aquí. Revisar en Configuración › Canales');
    // Before the grid in the page's order.
    expect(caja.compareDocumentPosition(screen.getByRole('grid')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The window is read first, then the conflicts.
    expect(api.apiCalls('GET').map((c) => c.url)).toEqual(['/api/Calendario/2027-08-01?dias=14', '/api/Canales/Conflictos']);

    await userEvent.click(screen.getByRole('link', { name: 'Revisar en Configuración › Canales' }));
    expect(window.location.pathname).toBe('/configuracion/canales');
  });

  it('shows nothing without conflicts, nor when they could not be read (no error toast either)', async () => {
    renderPage(() => ({ body: [] }));
    await screen.findByRole('grid');
    await waitFor(() => expect(screen.queryByText(/conflicto/)).not.toBeInTheDocument());
    cleanup();
    act(() => session.expirar());

    const api = renderPage(() => ({ status: 500, body: { Message: 'Falla' } }));
    await screen.findByRole('grid');
    await waitFor(() => expect(api.apiCalls('GET').some((c) => c.url === '/api/Canales/Conflictos')).toBe(true));
    expect(screen.queryByText(/conflicto/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the conflicts again on the live channel’s `up` of ConflictosCanal: one left, then none', async () => {
    let abiertos = [conflicto(1), conflicto(2)];
    const api = renderPage(() => ({ body: abiertos }));
    await screen.findByText('Hay 2 conflictos con los canales');
    act(() => conectarVivo({}));

    abiertos = [conflicto(2)];
    act(() => empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.conflictos, metodo: 'update', datos: { Id: 1 } }));
    expect(await screen.findByText('Hay 1 conflicto con los canales')).toBeInTheDocument();

    abiertos = [];
    act(() => empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.conflictos, metodo: 'update', datos: { Id: 2 } }));
    await waitFor(() => expect(screen.queryByText(/conflicto/)).not.toBeInTheDocument());
    expect(api.apiCalls('GET').filter((c) => c.url === '/api/Canales/Conflictos')).toHaveLength(3);
    // Other changes do not read them again.
    act(() => empujar({ entidad: 'Monedas', metodo: 'update', datos: { IDMoneda: 'CLP' } }));
    expect(api.apiCalls('GET').filter((c) => c.url === '/api/Canales/Conflictos')).toHaveLength(3);
  });
});
