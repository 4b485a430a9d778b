import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { iniciarSesionPrueba, installFakeApi, type RecordedCall } from '@recepcion/testing-web';
import { session } from '@recepcion/session';
import { toast } from '@recepcion/ui';
import { CalendarioPage } from './calendario-page';
import type { CeldaReserva, DatosCalendario } from './tipos';

// Free rooms per night, the paid / owing mark, and a month
// of 80 rooms drawn row by row as they come into view.

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const TELEFONO = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const HOY = '2027-08-03';

function celda(id: string, room: number, desde: string, hasta: string, extra: Partial<CeldaReserva> = {}): CeldaReserva {
  const reserva = Number(id.split('-')[0]);
  return {
    id,
    status: '2 ',
    cliente: `Cliente ${reserva}`,
    nombre_grupo: null,
    start_date: desde,
    end_date: hasta,
    room,
    reserva_id: reserva,
    tipo_habitacion_id: room < 200 ? 1 : 2,
    pasajeros_casilla: 2,
    pasajeros_totales: 2,
    importante: false,
    ...extra,
  };
}

const TIPOS = [
  { Id: 1, Nombre: 'Doble' },
  { Id: 2, Nombre: 'Suite' },
];
const habitacion = (Id: number, Orden: number) => ({ Id, Nombre: String(Id), TipoHabitacionId: Id < 200 ? 1 : 2, TipoHabitacionNombre: Id < 200 ? 'Doble' : 'Suite', Orden });

function pagina(datos: DatosCalendario, userAgent = ESCRITORIO) {
  const api = installFakeApi([(call: RecordedCall) => (call.method === 'GET' && call.url.startsWith('/api/Calendario/') ? { body: datos } : undefined)]);
  // An administrator: a read-only user type selects nothing (calendario-solo-lectura.spec.tsx).
  iniciarSesionPrueba();
  render(<CalendarioPage hoy={HOY} userAgent={userAgent} />);
  return api;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  act(() => toast.clear());
  act(() => session.expirar());
});

/** The figures of a free rooms row, night by night. */
const cifras = (nombre: string) => within(screen.getByRole('rowheader', { name: nombre }).closest('[role="row"]') as HTMLElement).getAllByRole('gridcell').map((c) => c.textContent);

describe('the free rooms of each night', () => {
  it('counts, per room type and in all, the rooms no stay or block covers; a cancelled reservation does not occupy', async () => {
    // A phone: 7 nights, 1 to 7 August.
    pagina(
      {
        data: [
          celda('11-1', 101, '2027-08-02', '2027-08-05'),
          celda('12-1', 102, '2027-08-04', '2027-08-09', { status: '1 ' }),
          celda('13-1', 102, '2027-08-01', '2027-08-03', { status: '4 ' }),
          // From before the window: it takes the night of the 1st.
          celda('14-1', 201, '2027-07-30', '2027-08-02', { status: '7 ' }),
        ],
        roomType: TIPOS,
        room: [habitacion(101, 1), habitacion(102, 2), habitacion(201, 3)],
        bloqueo: [
          { room: 201, start_date: '2027-08-06', end_date: '2027-08-08' },
          // Over a stay's night: the room counts once.
          { room: 101, start_date: '2027-08-03', end_date: '2027-08-04' },
        ],
      },
      TELEFONO,
    );
    await screen.findByRole('grid', { name: 'Calendario de ocupación' });
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    //                             1    2    3    4    5    6    7  August
    expect(cifras('Libres Doble')).toEqual(['2', '1', '1', '0', '1', '1', '1']);
    expect(cifras('Libres Suite')).toEqual(['0', '1', '1', '1', '1', '0', '0']);
    expect(cifras('Libres')).toEqual(['2', '2', '2', '1', '2', '1', '1']);
    expect(within(screen.getByRole('rowheader', { name: 'Libres Doble' }).closest('[role="row"]') as HTMLElement).getAllByRole('gridcell')[3]).toHaveClass('cal-libre--cero');
  });
});

describe('the paid / owing mark of each bar', () => {
  it('marks a reservation owing when any currency has a balance, paid otherwise, in words for a screen reader', async () => {
    pagina({
      data: [
        celda('11-1', 101, '2027-08-02', '2027-08-05', { Saldos: [{ MonedaId: 'CLP', Cargo: 90000, Ingreso: 90000, Saldo: 0 }, { MonedaId: 'USD', Cargo: 100, Ingreso: 50, Saldo: 50 }] }),
        celda('12-1', 102, '2027-08-02', '2027-08-05', { Saldos: [{ MonedaId: 'CLP', Cargo: 90000, Ingreso: 100000, Saldo: -10000 }] }),
        celda('13-1', 201, '2027-08-02', '2027-08-05'),
      ],
      roomType: TIPOS,
      room: [habitacion(101, 1), habitacion(102, 2), habitacion(201, 3)],
      bloqueo: [],
    });
    const debe = await screen.findByRole('button', { name: 'Reserva 11: Cliente 11 · 2 pax, Confirmado, con saldo' });
    expect(within(debe).getByText('Con saldo')).toHaveClass('rc-visually-hidden');
    const pagada = screen.getByRole('button', { name: 'Reserva 12: Cliente 12 · 2 pax, Confirmado, pagado' });
    expect(within(pagada).getByText('Pagado')).toHaveClass('rc-visually-hidden');
    // Not by colour alone: the two marks draw different signs.
    expect(debe.querySelector('.cal-pago')?.textContent).toBe('$Con saldo');
    expect(pagada.querySelector('.cal-pago')?.textContent).toBe('✓Pagado');
    // Without balances (a cell the UI made itself) there is no mark.
    const sinDatos = screen.getByRole('button', { name: 'Reserva 13: Cliente 13 · 2 pax, Confirmado' });
    expect(sinDatos.querySelector('.cal-pago')).toBeNull();
  });
});

describe('a month of 80 rooms', () => {
  const ochenta = (): DatosCalendario => {
    const room = Array.from({ length: 80 }, (_, i) => ({ ...habitacion(i < 40 ? 101 + i : 201 + i - 40, i + 1), Nombre: String(i + 1) }));
    return {
      data: room.map((h, i) => celda(`${100 + i}-1`, h.Id, '2027-08-0' + (1 + (i % 5)), '2027-08-1' + (i % 5))),
      roomType: TIPOS,
      room,
      bloqueo: [],
    };
  };
  const filasDibujadas = () => document.querySelectorAll('[role="row"][data-habitacion]').length;

  it('draws far fewer than 80 room rows, and the keyboard still reaches the last room and opens the wizard there', async () => {
    const api = pagina(ochenta());
    await screen.findByRole('grid');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mes' }));
    await waitFor(() => expect(api.apiCalls('GET').at(-1)?.url).toBe('/api/Calendario/2027-08-01?dias=31'));
    const grid = await screen.findByRole('grid', { name: 'Calendario de ocupación' });
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(32));
    expect(grid).not.toHaveAttribute('aria-busy');
    // Every row is counted for assistive technology: 4 header rows, 2 type rows and 80 rooms.
    expect(grid).toHaveAttribute('aria-rowcount', '86');
    expect(filasDibujadas()).toBeGreaterThan(5);
    expect(filasDibujadas()).toBeLessThan(30);
    expect(screen.queryByRole('rowheader', { name: '80' })).not.toBeInTheDocument();

    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    for (let i = 0; i < 85; i++) fireEvent.keyDown(grid, { key: 'ArrowDown' });
    const activa = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(activa).toHaveAccessibleName('Habitación 80, 03-08-2027');
    expect(activa).toHaveAttribute('aria-selected', 'true');
    expect(activa?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '86');
    expect(filasDibujadas()).toBeLessThan(30);

    // Back up one: room 79 is drawn and current.
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')).toHaveAccessibleName('Habitación 79, 03-08-2027');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-03&hasta=2027-08-05&habitaciones=240');
  });
});
