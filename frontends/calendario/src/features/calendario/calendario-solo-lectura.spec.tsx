import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { iniciarSesionPrueba, installFakeApi, type RecordedCall, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { session } from '@recepcion/session';
import { CalendarioPage } from './calendario-page';
import type { CeldaReserva, DatosCalendario } from './tipos';

// What each hotel user type may do in the calendar, as the server decides (libs/contracts
// permisos, `@Escritura('recepcion')` on booking, moving, resizing, status changes and cancelling):
// AD and RE all of it, CO (Consulta) only reading.

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const HOY = '2027-08-03';

const celdaA: CeldaReserva = {
  id: '11-1',
  status: '2 ',
  cliente: 'María Muñoz',
  nombre_grupo: '',
  start_date: '2027-08-02',
  end_date: '2027-08-05',
  room: 101,
  reserva_id: 11,
  tipo_habitacion_id: 1,
  pasajeros_casilla: 2,
  pasajeros_totales: 2,
  importante: false,
};

const datos = (): DatosCalendario => ({
  data: [celdaA],
  roomType: [{ Id: 1, Nombre: 'Doble' }],
  room: [
    { Id: 101, Nombre: '101', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 1 },
    { Id: 102, Nombre: '102', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 2 },
  ],
  bloqueo: [],
});

function comoTipo(TipoUsuario: string) {
  iniciarSesionPrueba();
  const actual = session.get();
  act(() => session.establecer({ hotel_id: actual.hotelId!, user_id: USUARIO_PRUEBA.Id, config: actual.config!, usuario: { ...USUARIO_PRUEBA, TipoUsuario } }));
}

function renderComo(tipo: string) {
  const api = installFakeApi([(call: RecordedCall) => (call.method === 'GET' && call.url.startsWith('/api/Calendario/') ? { body: datos() } : undefined)]);
  comoTipo(tipo);
  render(
    <>
      <CalendarioPage hoy={HOY} userAgent={ESCRITORIO} />
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

const celda = (habitacion: string, fecha: string) => screen.getByRole('gridcell', { name: new RegExp(`^Habitación ${habitacion}, ${fecha}`) });
const filaDe = (habitacion: string) => screen.getByRole('rowheader', { name: habitacion }).closest('[role="row"]') as HTMLElement;
const barra = () => within(filaDe('101')).getByRole('button', { name: /María Muñoz/ });

describe('the calendar of a read-only user type (Consulta, CO)', () => {
  it('offers no new reservation: no button, a mouse or keyboard range selects nothing, Enter opens no wizard', async () => {
    const user = userEvent.setup();
    renderComo('CO');
    const grid = await screen.findByRole('grid', { name: 'Calendario de ocupación' });
    expect(screen.queryByRole('button', { name: 'Nueva reserva' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Solo lectura');
    expect(grid).not.toHaveAttribute('aria-multiselectable');
    expect(grid).toHaveAttribute('aria-readonly', 'true');

    fireEvent.mouseDown(celda('101', '06-08-2027'));
    fireEvent.mouseOver(celda('102', '08-08-2027'));
    fireEvent.mouseUp(window);
    fireEvent.mouseDown(celda('102', '09-08-2027'), { shiftKey: true });
    fireEvent.mouseUp(window);
    expect(screen.getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true')).toEqual([]);
    // The keyboard still walks the cells (to read who is there), but chooses no range and books nothing.
    expect(grid).toHaveAttribute('aria-activedescendant', celda('102', '09-08-2027').id);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}{Enter}');
    expect(grid).toHaveAttribute('aria-activedescendant', celda('101', '10-08-2027').id);
    expect(window.location.search).toBe('');
    expect(screen.queryByText('Seleccione las habitaciones y los días en el calendario')).not.toBeInTheDocument();
  });

  it('cannot drag or resize a bar (no question, no call); a click opens the reservation, and the menu offers no status or cancel', async () => {
    const user = userEvent.setup();
    const api = renderComo('CO');
    await screen.findByRole('grid');
    expect(filaDe('101').querySelector('.cal-bar__resize')).toBeNull();

    fireEvent.mouseDown(barra());
    fireEvent.mouseOver(celda('102', '04-08-2027'));
    fireEvent.mouseUp(window);
    expect(within(filaDe('102')).queryByRole('button', { name: /María Muñoz/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([]);

    await user.click(barra());
    expect(window.location.search).toBe('?reserva=11');
    window.history.replaceState(null, '', '/');

    fireEvent.contextMenu(barra());
    const menu = screen.getByRole('menu', { name: 'Reserva 11' });
    expect(within(menu).getAllByRole('menuitem').map((o) => o.textContent)).toEqual(['Abrir reserva', 'Estado de cuenta']);

    // The keys' help lists no range and no new reservation.
    await user.click(screen.getByRole('button', { name: 'Atajos de teclado' }));
    const ayuda = screen.getByRole('region', { name: 'Atajos de teclado del calendario' });
    expect(ayuda).not.toHaveTextContent('Mayús + flechas');
    expect(ayuda).not.toHaveTextContent('reserva nueva');
  });

  it('reception (RE) books, drags and resizes like an administrator: the server lets it', async () => {
    const user = userEvent.setup();
    renderComo('RE');
    await screen.findByRole('grid');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    expect(filaDe('101').querySelector('.cal-bar__resize')).not.toBeNull();
    fireEvent.mouseDown(barra());
    fireEvent.mouseOver(celda('102', '04-08-2027'));
    fireEvent.mouseUp(window);
    expect(await screen.findByRole('alertdialog', { name: 'Confirmar' })).toHaveTextContent('¿Trasladar la reserva de María Muñoz a la habitación 102');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    fireEvent.mouseDown(celda('102', '06-08-2027'));
    fireEvent.mouseOver(celda('102', '07-08-2027'));
    fireEvent.mouseUp(window);
    await user.click(screen.getByRole('button', { name: 'Nueva reserva' }));
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-06&hasta=2027-08-08&habitaciones=102');
  });
});
