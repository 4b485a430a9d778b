import { session } from '@recepcion/session';
import { iniciarSesionPrueba, installFakeApi, type RecordedCall } from '@recepcion/testing-web';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarioPage } from './calendario-page';
import type { CeldaReserva, DatosCalendario } from './tipos';

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

const celdaA: CeldaReserva = {
  id: '11-1',
  status: '2 ',
  cliente: 'María Muñoz',
  nombre_grupo: 'Luna de miel',
  start_date: '2027-08-02',
  end_date: '2027-08-05',
  room: 101,
  reserva_id: 11,
  tipo_habitacion_id: 1,
  pasajeros_casilla: 2,
  pasajeros_totales: 2,
  importante: true,
};

const datos: DatosCalendario = {
  data: [celdaA],
  roomType: [
    { Id: 1, Nombre: 'Doble' },
    { Id: 2, Nombre: 'Suite' },
  ],
  room: [
    { Id: 101, Nombre: '101', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 1 },
    { Id: 102, Nombre: '102', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Orden: 2 },
    { Id: 201, Nombre: '201', TipoHabitacionId: 2, TipoHabitacionNombre: 'Suite', Orden: 3 },
  ],
  bloqueo: [{ room: 201, start_date: '2027-08-09', end_date: '2027-08-11' }],
};

async function abrir() {
  installFakeApi([(call: RecordedCall) => (call.method === 'GET' && call.url.startsWith('/api/Calendario/') ? { body: datos } : undefined)]);
  iniciarSesionPrueba();
  render(
    <>
      <CalendarioPage hoy="2027-08-03" userAgent={ESCRITORIO} />
      <ToastHost />
    </>,
  );
  return screen.findByRole('grid', { name: 'Calendario de ocupación' });
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  act(() => toast.clear());
  act(() => session.expirar());
});

const celda = (habitacion: string, fecha: string) => screen.getByRole('gridcell', { name: new RegExp(`^Habitación ${habitacion}, ${fecha}(:|$)`) });
const barra = () => screen.getByRole('button', { name: 'Reserva 11: María Muñoz (Luna de miel) · 2 pax, Confirmado' });

/** The roles an element owns in the accessibility tree: the nearest ones with a role, through generic boxes. */
function rolesPropios(el: Element): string[] {
  return [...el.children].flatMap((hijo) => {
    if (hijo.getAttribute('aria-hidden') === 'true') return [];
    const rol = hijo.getAttribute('role') ?? (hijo.tagName === 'BUTTON' ? 'button' : null);
    return rol ? [rol] : rolesPropios(hijo);
  });
}

describe('the calendar as an ARIA grid', () => {
  it('has rows owning only cells, each bar inside the cell of its first night, describing the cells it covers', async () => {
    const grid = await abrir();
    expect(new Set(rolesPropios(grid))).toEqual(new Set(['row', 'rowgroup']));
    for (const grupo of screen.getAllByRole('rowgroup')) expect(new Set(rolesPropios(grupo))).toEqual(new Set(['row']));
    for (const fila of screen.getAllByRole('row')) {
      for (const rol of rolesPropios(fila)) expect(['gridcell', 'rowheader', 'columnheader']).toContain(rol);
    }

    // The cell holding the bar names the bar's shown words too (label in name, WCAG 2.5.3).
    const inicio = screen.getByRole('gridcell', { name: 'Habitación 101, 02-08-2027: María Muñoz (Luna de miel) · 2 pax' });
    expect(barra().closest('[role="gridcell"]')).toBe(inicio);
    expect(barra()).toHaveTextContent('María Muñoz (Luna de miel) · 2 pax');
    expect(inicio).toHaveAccessibleDescription('Reserva 11: María Muñoz (Luna de miel) · 2 pax, Confirmado');
    for (const fecha of ['03-08-2027', '04-08-2027']) expect(celda('101', fecha)).toHaveAccessibleDescription('Reserva 11: María Muñoz (Luna de miel) · 2 pax, Confirmado');
    // Every night of the stay says who is there in its name, not only the first.
    expect(celda('101', '04-08-2027')).toHaveAccessibleName('Habitación 101, 04-08-2027: María Muñoz (Luna de miel) · 2 pax');
    expect(celda('201', '10-08-2027')).toHaveAccessibleName('Habitación 201, 10-08-2027: Bloqueo');
    expect(celda('101', '05-08-2027')).toHaveAccessibleName('Habitación 101, 05-08-2027');
    expect(celda('101', '05-08-2027')).not.toHaveAttribute('aria-describedby');
    expect(celda('201', '10-08-2027')).toHaveAccessibleDescription('Bloqueo del 09-08-2027 al 11-08-2027');
    expect(screen.getByRole('gridcell', { name: 'Habitación 201, 09-08-2027: Bloqueo' })).toBeInTheDocument();

    // Rows numbered in the whole grid: 4 header rows (days, free rooms in all and per type), 2 type headings, 3 rooms.
    expect(grid).toHaveAttribute('aria-rowcount', '9');
    const indices = screen.getAllByRole('row').map((f) => Number(f.getAttribute('aria-rowindex')));
    expect(indices).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('the calendar by keyboard', () => {
  it('reaches a bar from its cell: Enter focuses it, Esc goes back to the cell, arrows move on, Enter on the bar opens it', async () => {
    const user = userEvent.setup();
    const grid = await abrir();
    // The bars are not Tab stops: Tab reaches the grid, on today's cell of the first room (under the bar).
    expect(barra()).toHaveAttribute('tabindex', '-1');
    act(() => grid.focus());
    expect(grid).toHaveAttribute('aria-activedescendant', celda('101', '03-08-2027').id);

    await user.keyboard('{Enter}');
    expect(barra()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Estado: Confirmado');
    await user.keyboard('{Escape}');
    expect(grid).toHaveFocus();
    expect(grid).toHaveAttribute('aria-activedescendant', celda('101', '03-08-2027').id);

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(grid).toHaveFocus();
    expect(grid).toHaveAttribute('aria-activedescendant', celda('102', '03-08-2027').id);
    // A free cell: Enter opens the wizard for its night.
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-03&hasta=2027-08-04&habitaciones=102');

    window.history.replaceState(null, '', '/');
    await user.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    expect(barra()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?reserva=11');
  });

  it('opens the bar menu with Shift+F10 and gives the focus back to the bar on Esc', async () => {
    const user = userEvent.setup();
    const grid = await abrir();
    act(() => grid.focus());
    await user.keyboard('{Enter}{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Reserva 11' });
    expect(within(menu).getByRole('menuitem', { name: 'Abrir reserva' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(barra()).toHaveFocus();
  });

  it('documents the keys in the toolbar: a button that expands a panel, closed by Esc', async () => {
    const user = userEvent.setup();
    await abrir();
    const boton = screen.getByRole('button', { name: 'Atajos de teclado' });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    await user.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Atajos de teclado del calendario' });
    expect(panel).toHaveTextContent('Intro en una celda ocupadaVa a la reserva de esa noche.');
    expect(panel).toHaveTextContent('Mayús + F10');
    await user.keyboard('{Escape}');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(boton).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Atajos de teclado del calendario' })).not.toBeInTheDocument();
  });
});
