import { onApiError } from '@recepcion/api-client';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { iniciarSesionPrueba, installFakeApi, type FakeApi, type RecordedCall } from '@recepcion/testing-web';
import { session } from '@recepcion/session';
import { CalendarioPage } from './calendario-page';
import type { CeldaReserva, DatosCalendario } from './tipos';

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const HOY = '2027-08-03';

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

function datos(celdas: CeldaReserva[] = [celdaA]): DatosCalendario {
  return {
    data: celdas,
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
}

let stop: (() => void) | undefined;

function renderPage(api: FakeApi = installFakeApi([calendario()]), hoy = HOY) {
  stop = onApiError((error) => void toast.error(error.mensaje));
  // An administrator: every action of the calendar is offered (user types: libs/contracts permisos).
  iniciarSesionPrueba();
  render(
    <>
      <CalendarioPage hoy={hoy} userAgent={ESCRITORIO} />
      <ToastHost />
    </>,
  );
  return api;
}

function calendario(d: () => DatosCalendario = () => datos()) {
  return (call: RecordedCall) => (call.method === 'GET' && call.url.startsWith('/api/Calendario/') ? { body: d() } : undefined);
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  stop?.();
  act(() => toast.clear());
  act(() => session.expirar());
  // A test that set the date gives the clock back.
  jest.useRealTimers();
});

const celda = (habitacion: string, fecha: string) => screen.getByRole('gridcell', { name: new RegExp(`^Habitación ${habitacion}, ${fecha}(:|$)`) });
const filaDe = (habitacion: string) => screen.getByRole('rowheader', { name: habitacion }).closest('[role="row"]') as HTMLElement;

describe('the calendar grid', () => {
  it('opens at today minus 2 days with 14 columns, rooms grouped by type, bars, blocks and the legend', async () => {
    const api = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando calendario');
    await screen.findByRole('grid', { name: 'Calendario de ocupación' });
    expect(api.apiCalls('GET')[0].url).toBe('/api/Calendario/2027-08-01?dias=14');
    expect(document.title).toBe('Calendario - recepcion.app');
    expect(screen.getAllByRole('columnheader')).toHaveLength(15);
    expect(screen.getAllByRole('rowgroup').map((g) => g.getAttribute('aria-label'))).toEqual(['Doble', 'Suite']);
    expect(within(filaDe('101')).getByRole('button', { name: 'Reserva 11: María Muñoz (Luna de miel) · 2 pax, Confirmado' })).toBeInTheDocument();
    expect(within(filaDe('201')).getByText('Bloqueo')).toBeInTheDocument();
    // Cancelled reservations are not drawn: the legend leaves them out.
    expect(screen.getByRole('list', { name: 'Estados de reserva' })).toHaveTextContent(/Sin confirmar.*Confirmado.*Re-Confirmado.*Check-IN.*Check-OUT.*Bloqueo/);
    expect(screen.getByRole('list', { name: 'Estados de reserva' })).not.toHaveTextContent('Anulado');
    expect(screen.getByRole('columnheader', { name: '03-08-2027' })).toHaveClass('cal-day--hoy');
    expect(screen.getByRole('columnheader', { name: '07-08-2027' })).toHaveClass('cal-day--finde');
  });

  it('navigates by week and month, changes the view, and goes back with Hoy', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('grid');
    const ultimo = () => api.apiCalls('GET').at(-1)?.url;
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-08-08?dias=14'));
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-07-08?dias=14'));
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-07-08?dias=31'));
    expect(screen.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '7 días' }));
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-07-08?dias=7'));
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-08-01?dias=7'));
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
  });

  it('starts the month view at today minus 2 like the other views (on the 27th, not on the 1st), and moves it by a month from the keyboard', async () => {
    const user = userEvent.setup();
    const api = renderPage(undefined, '2027-11-27');
    await screen.findByRole('grid');
    const ultimo = () => api.apiCalls('GET').at(-1)?.url;
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    // 30 columns (November's days) from the 25th: today is the third, not the 27th of 30.
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-11-25?dias=30'));
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(31));
    expect(screen.getAllByRole('columnheader')[3]).toHaveAccessibleName('27-11-2027');
    expect(screen.getByText('25 de noviembre – 24 de diciembre de 2027')).toBeInTheDocument();
    // The month's buttons, reached with Tab from the page's own button and pressed with Enter or Space.
    screen.getByRole('button', { name: 'Nueva reserva' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-10-25?dias=31'));
    for (let i = 0; i < 4; i++) await user.tab();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-11-25?dias=30'));
    await user.keyboard(' ');
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-12-25?dias=31'));
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(ultimo()).toBe('/api/Calendario/2027-11-25?dias=30'));
    expect(screen.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an error state with a retry when the window cannot be read', async () => {
    const api = installFakeApi([() => ({ status: 500, body: { Message: 'Falla' } })]);
    renderPage(api);
    expect(await screen.findByText('No se pudo cargar el calendario.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('a new reservation from selected cells', () => {
  it('selects two rooms and two nights with the mouse and opens the wizard of the reservations area, prefilled, by address', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid');

    fireEvent.mouseDown(celda('101', '06-08-2027'));
    fireEvent.mouseOver(celda('102', '07-08-2027'));
    fireEvent.mouseUp(window);
    expect(celda('101', '06-08-2027')).toHaveAttribute('aria-selected', 'true');
    expect(celda('102', '07-08-2027')).toHaveAttribute('aria-selected', 'true');
    expect(celda('102', '08-08-2027')).toHaveAttribute('aria-selected', 'false');

    await user.click(screen.getByRole('button', { name: 'Nueva reserva' }));
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-06&hasta=2027-08-08&habitaciones=101,102');
    expect(celda('101', '06-08-2027')).toHaveAttribute('aria-selected', 'false');
  });

  it('on a touch screen selects a range with two taps on one room (check-in, then last night); a mouse still drags', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid');
    // A tap: a pointer-down of type touch, then (when the finger lifts) the mouse events.
    const tocar = (el: HTMLElement) => {
      const puntero = new Event('pointerdown', { bubbles: true, cancelable: true });
      Object.assign(puntero, { pointerType: 'touch' });
      el.dispatchEvent(puntero);
      fireEvent.mouseDown(el);
      fireEvent.mouseUp(el);
      fireEvent.click(el);
    };
    const elegidas = () => screen.getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true').map((c) => c.getAttribute('aria-label'));

    tocar(celda('102', '05-08-2027'));
    expect(elegidas()).toEqual(['Habitación 102, 05-08-2027']);
    tocar(celda('102', '07-08-2027'));
    expect(elegidas()).toEqual(['Habitación 102, 05-08-2027', 'Habitación 102, 06-08-2027', 'Habitación 102, 07-08-2027']);
    await user.click(screen.getByRole('button', { name: 'Nueva reserva' }));
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-05&hasta=2027-08-08&habitaciones=102');
    window.history.replaceState(null, '', '/');

    // A third tap starts again; a second tap on another room is a new first tap.
    tocar(celda('102', '09-08-2027'));
    tocar(celda('201', '10-08-2027'));
    expect(elegidas()).toEqual(['Habitación 201, 10-08-2027: Bloqueo']);
    tocar(celda('201', '12-08-2027'));
    expect(elegidas()).toEqual(['Habitación 201, 10-08-2027: Bloqueo', 'Habitación 201, 11-08-2027', 'Habitación 201, 12-08-2027']);

    // The mouse: a press starts anew and a drag selects, as before.
    const raton = new Event('pointerdown', { bubbles: true, cancelable: true });
    Object.assign(raton, { pointerType: 'mouse' });
    celda('101', '06-08-2027').dispatchEvent(raton);
    fireEvent.mouseDown(celda('101', '06-08-2027'));
    fireEvent.mouseOver(celda('101', '07-08-2027'));
    fireEvent.mouseUp(window);
    expect(elegidas()).toEqual(['Habitación 101, 06-08-2027', 'Habitación 101, 07-08-2027']);
  });

  it('says at the bottom of a phone what the selected cells book, and books them from there', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid');
    expect(screen.queryByRole('region', { name: 'Selección' })).not.toBeInTheDocument();
    fireEvent.mouseDown(celda('101', '05-08-2027'));
    fireEvent.mouseOver(celda('102', '06-08-2027'));
    fireEvent.mouseUp(window);
    const barra = screen.getByRole('region', { name: 'Selección' });
    expect(barra).toHaveTextContent('2 habitaciones · 05-08-2027 → 07-08-2027 · 2 noches');
    await user.click(within(barra).getByRole('button', { name: 'Reservar' }));
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-05&hasta=2027-08-07&habitaciones=101,102');
    window.history.replaceState(null, '', '/');
  });

  it('asks for cells first', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Nueva reserva' }));
    expect(await screen.findByText('Seleccione las habitaciones y los días en el calendario')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('selects with the keyboard: focusing the grid picks today in the first room, arrows move, Shift+arrows extend', async () => {
    const user = userEvent.setup();
    renderPage();
    const grid = await screen.findByRole('grid');
    act(() => grid.focus());
    expect(celda('101', '03-08-2027')).toHaveAttribute('aria-selected', 'true');
    expect(grid).toHaveAttribute('aria-activedescendant', celda('101', '03-08-2027').id);
    await user.keyboard('{ArrowRight}');
    expect(celda('101', '04-08-2027')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(celda('101', '03-08-2027')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    const elegidas = screen.getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(elegidas.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Habitación 102, 03-08-2027',
      'Habitación 102, 04-08-2027',
      'Habitación 102, 05-08-2027',
      'Habitación 201, 03-08-2027',
      'Habitación 201, 04-08-2027',
      'Habitación 201, 05-08-2027',
    ]);
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?nueva-reserva=1&desde=2027-08-03&hasta=2027-08-06&habitaciones=102,201');
  });
});

describe('moving a bar', () => {
  it('asks first, shows the refusal and puts the bar back in its room', async () => {
    const user = userEvent.setup();
    const api = renderPage(
      installFakeApi([
        calendario(),
        (call) => (call.url.startsWith('/api/Calendario/SetTrasladoReserva/') ? { body: { resultado: false, Message: 'Habitación no disponible' } } : undefined),
      ]),
    );
    await screen.findByRole('grid');
    const barra = within(filaDe('101')).getByRole('button', { name: /María Muñoz/ });
    fireEvent.mouseDown(barra);
    fireEvent.mouseOver(celda('102', '03-08-2027'));
    expect(within(filaDe('102')).getByRole('button', { name: /María Muñoz/ })).toBeInTheDocument();
    fireEvent.mouseUp(window);

    const confirmacion = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmacion).toHaveTextContent('¿Trasladar la reserva de María Muñoz a la habitación 102, del 03-08-2027 al 06-08-2027?');
    await user.click(within(confirmacion).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Habitación no disponible')).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Calendario/SetTrasladoReserva/11-1', body: { start_date: '2027-08-03', end_date: '2027-08-06', room: 102 } }]);
    await waitFor(() => expect(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ })).toBeInTheDocument());
    expect(within(filaDe('102')).queryByRole('button', { name: /María Muñoz/ })).not.toBeInTheDocument();
  });

  it('moves a bar with the keyboard: M takes it, arrows move it (said aloud), Enter asks and moves, Esc leaves it', async () => {
    const user = userEvent.setup();
    const api = renderPage(installFakeApi([calendario(), (call) => (call.url.startsWith('/api/Calendario/SetTrasladoReserva/') ? { body: { resultado: true } } : undefined)]));
    await screen.findByRole('grid');
    const barra = () => screen.getByRole('button', { name: /María Muñoz/ });
    act(() => barra().focus());
    await user.keyboard('m');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(filaDe('102')).getByRole('button', { name: /María Muñoz/ })).toBeInTheDocument();
    expect(celda('102', '03-08-2027')).toHaveClass('cal-cell--destino');
    expect(screen.getByText(/^Mover la reserva de María Muñoz: habitación 102, del 03-08-2027 al 06-08-2027\. Flechas para cambiar, Intro para confirmar, Esc para cancelar\.$/)).toHaveAttribute('aria-live', 'assertive');
    await user.keyboard('{Enter}');
    const confirmacion = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmacion).toHaveTextContent('¿Trasladar la reserva de María Muñoz a la habitación 102, del 03-08-2027 al 06-08-2027?');
    await user.click(within(confirmacion).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Calendario/SetTrasladoReserva/11-1', body: { start_date: '2027-08-03', end_date: '2027-08-06', room: 102 } }]));

    // Esc leaves it where it was and asks nothing; S changes the check-out, from the menu too.
    act(() => barra().focus());
    await user.keyboard('m{ArrowDown}{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ })).toBeInTheDocument();
    await waitFor(() => expect(barra()).toHaveFocus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar salida… (flechas, Intro)' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    const salida = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(salida).toHaveTextContent('¿Cambiar la estadía de María Muñoz al período del 02-08-2027 al 07-08-2027?');
    await user.click(within(salida).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.apiCalls('PUT')).toHaveLength(1);
  });

  it('Esc cancels a drag without asking; a resize to no nights is refused', async () => {
    const api = renderPage();
    await screen.findByRole('grid');
    fireEvent.mouseDown(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ }));
    fireEvent.mouseOver(celda('201', '05-08-2027'));
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.mouseUp(window);
    expect(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const asa = filaDe('101').querySelector('.cal-bar__resize') as HTMLElement;
    fireEvent.mouseDown(asa);
    fireEvent.mouseOver(celda('101', '01-08-2027'));
    fireEvent.mouseUp(window);
    expect(await screen.findByText('Las reservas deben tener como mínimo una noche')).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([]);
  });
});

describe('details, status and search', () => {
  const reserva = {
    Id: 11,
    CheckIn: '2027-08-02',
    CheckOut: '2027-08-05',
    EstadoId: 2,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: 1,
    ClienteId: 5,
    ClienteNombre: 'María Muñoz',
    NombreGrupo: 'Luna de miel',
    Total: 120000,
    Habitaciones: [{ Id: 1, HabitacionId: 101, HabitacionNombre: '101', TipoHabitacionNombre: 'Doble', CheckIn: '2027-08-02', CheckOut: '2027-08-05', CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000 }],
  };

  it('a click opens the reservation\'s edit modal through the address', async () => {
    renderPage(installFakeApi([calendario()]));
    await screen.findByRole('grid');
    const barra = within(filaDe('101')).getByRole('button', { name: /María Muñoz/ });
    fireEvent.mouseDown(barra);
    fireEvent.mouseUp(window);
    await waitFor(() => expect(window.location.search).toBe('?reserva=11'));
  });

  it('its context menu checks out (asking the hotel\'s password, then showing its message), cancels with a reason and opens the account statement', async () => {
    // The departure day (only the date: the timers stay real).
    jest.useFakeTimers({ now: new Date('2027-08-05T12:00:00'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
    const user = userEvent.setup();
    const api = renderPage(
      installFakeApi([
        calendario(),
        (call) => {
          if (call.url === '/api/ReservasB/11') return { body: { ...reserva, Saldos: [{ MonedaId: 'CLP', Cargo: 120000, Ingreso: 20000, Saldo: 100000 }] } };
          if (call.url === '/api/calendario/CheckOut/11') {
            return call.headers?.['X-Clave-CheckOut'] === 'llave'
              ? { body: { EstadoId: 8, mensajeCheckOut: 'Recuerde retirar la tarjeta' } }
              : { status: 400, body: { Message: 'Contraseña incorrecta' } };
          }
          if (call.url === '/api/calendario/AnularReserva/11') return { body: { EstadoId: 4 } };
          return undefined;
        },
      ]),
    );
    await screen.findByRole('grid');
    const barra = within(filaDe('101')).getByRole('button', { name: /María Muñoz/ });

    fireEvent.contextMenu(barra, { clientX: 40, clientY: 50 });
    let menu = await screen.findByRole('menu', { name: 'Reserva 11' });
    expect(within(menu).getByRole('menuitem', { name: 'Confirmado' })).toBeDisabled(); // its current status
    await user.click(within(menu).getByRole('menuitem', { name: 'Check-OUT' }));
    // A balance owing asks first, per currency.
    const saldo = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(saldo).toHaveTextContent(/La reserva tiene saldo por pagar: CLP 100\.000(,00)?\. ¿Confirma el check-out\?/);
    await user.click(within(saldo).getByRole('button', { name: 'Aceptar' }));
    const clave = await screen.findByRole('dialog', { name: 'Check-OUT' });
    await user.type(within(clave).getByLabelText(/Contraseña/), 'llave');
    await user.click(within(clave).getByRole('button', { name: 'Aceptar' }));
    const aviso = await screen.findByRole('alertdialog');
    expect(aviso).toHaveTextContent('Recuerde retirar la tarjeta');
    await user.click(within(aviso).getByRole('button', { name: 'Aceptar' }));
    expect(api.calls.filter((c) => c.url === '/api/calendario/CheckOut/11').map((c) => c.headers?.['X-Clave-CheckOut'])).toEqual([undefined, 'llave']);

    barra.focus();
    fireEvent.keyDown(barra, { key: 'F10', shiftKey: true });
    menu = await screen.findByRole('menu', { name: 'Reserva 11' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Anular…' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Pregunta' });
    await user.type(within(pregunta).getByLabelText('Motivo'), 'Enfermedad');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Anulado con éxito')).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/calendario/AnularReserva/11', body: { texto: 'Enfermedad' } }]);

    fireEvent.contextMenu(barra, { clientX: 40, clientY: 50 });
    menu = await screen.findByRole('menu', { name: 'Reserva 11' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.contextMenu(barra, { clientX: 40, clientY: 50 });
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Estado de cuenta' }));
    expect(window.location.search).toBe('?estado-cuenta=11');
  });

  it('its context menu opens upwards near the bottom of the window, leftwards near its right edge, and closes when the grid scrolls', async () => {
    renderPage(installFakeApi([calendario()]));
    await screen.findByRole('grid');
    const barra = within(filaDe('101')).getByRole('button', { name: /María Muñoz/ });
    // jsdom lays nothing out: the menu says its own size (378 × 200, as in Chromium).
    const medida = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cal-menu') ? ({ x: 0, y: 0, top: 0, left: 0, right: 200, bottom: 378, width: 200, height: 378, toJSON: () => ({}) } as DOMRect) : ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect);
    });
    try {
      fireEvent.contextMenu(barra, { clientX: window.innerWidth - 50, clientY: window.innerHeight - 100 });
      const menu = await screen.findByRole('menu', { name: 'Reserva 11' });
      expect(menu.style.top).toBe(`${window.innerHeight - 100 - 378}px`);
      expect(menu.style.left).toBe(`${window.innerWidth - 200 - 8}px`);
      fireEvent.scroll(document.querySelector('.cal-scroll') ?? window);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    } finally {
      medida.mockRestore();
    }
  });

  it('the tooltip shows the balance per currency', async () => {
    renderPage(
      installFakeApi([
        calendario(),
        (call) => (call.url === '/api/ReservasB/11' ? { body: { ...reserva, Saldos: [{ MonedaId: 'CLP', Cargo: 120000, Ingreso: 20000, Saldo: 100000 }] } } : undefined),
      ]),
    );
    await screen.findByRole('grid');
    fireEvent.mouseEnter(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ }).parentElement as HTMLElement);
    expect(await screen.findByText('Saldo: CLP 100.000,00')).toBeInTheDocument();
  });

  it('the tooltip takes the balance from the calendar cell when it carries it, without reading the reservation', async () => {
    const conSaldos = { ...celdaA, Saldos: [{ MonedaId: 'USD', Cargo: 300, Ingreso: 50, Saldo: 250 }] };
    const api = renderPage(installFakeApi([calendario(() => datos([conSaldos]))]));
    await screen.findByRole('grid');
    fireEvent.mouseEnter(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ }).parentElement as HTMLElement);
    expect(await screen.findByText('Saldo: USD 250,00')).toBeInTheDocument();
    expect(api.apiCalls().some((c) => c.url.startsWith('/api/ReservasB/'))).toBe(false);
  });

  it('marks a booking made on the hotel’s booking page with a visible «Web» tag, in its name as shown, and says «Reserva web» in its tooltip and its cells’ description', async () => {
    const web: CeldaReserva = { ...celdaA, id: '12-1', reserva_id: 12, cliente: 'Ana Soto', nombre_grupo: null, room: 102, pasajeros_casilla: 1, importante: false, origen: 'Web' };
    renderPage(installFakeApi([calendario(() => datos([celdaA, web]))]));
    await screen.findByRole('grid');
    const barra = within(filaDe('102')).getByRole('button', { name: 'Reserva 12: Ana Soto · 1 pax, Web, Confirmado' });
    expect(within(barra).getByText('Web')).toBeVisible();
    expect(within(barra).getByText('Web')).toHaveAttribute('title', 'Reserva web');
    // The cells under the bar are described by it.
    expect(document.getElementById(`${barra.id}-d`)).toHaveTextContent('Reserva 12: Ana Soto · 1 pax, Web, Confirmado. Reserva web');
    expect(screen.getByRole('gridcell', { name: 'Habitación 102, 02-08-2027: Ana Soto · 1 pax, Web' })).toHaveAccessibleDescription(expect.stringContaining('Reserva web'));
    fireEvent.mouseEnter(barra.parentElement as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Reserva web')).toBeInTheDocument();
    expect(barra).toHaveAccessibleDescription(expect.stringContaining('Reserva web'));
    // A booking made at the front desk has neither.
    const propia = within(filaDe('101')).getByRole('button', { name: /^Reserva 11:/ });
    expect(propia).not.toHaveAccessibleName(/web/i);
    expect(within(propia).queryByText('Web')).not.toBeInTheDocument();
    fireEvent.mouseLeave(barra.parentElement as HTMLElement);
    fireEvent.mouseEnter(propia.parentElement as HTMLElement);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('María Muñoz'));
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Reserva web');
    // The legend explains the tag.
    expect(screen.getByRole('list', { name: 'Estados de reserva' })).toHaveTextContent(/WebReserva web/);
  });

  it('shows the «Web» tag in the month view’s narrow bars too', async () => {
    const user = userEvent.setup();
    const web: CeldaReserva = { ...celdaA, origen: 'Web' };
    renderPage(installFakeApi([calendario(() => datos([web]))]));
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    const barra = await within(filaDe('101')).findByRole('button', { name: 'Reserva 11: M. Muñoz, Web, María Muñoz (Luna de miel), Confirmado' });
    expect(within(barra).getByText('Web')).toBeInTheDocument();
  });

  it('a search jumps to the week of the reservation and highlights it', async () => {
    const user = userEvent.setup();
    const api = renderPage(
      installFakeApi([
        calendario(() => datos([{ ...celdaA, start_date: '2027-09-15', end_date: '2027-09-17' }])),
        (call) => (call.url.startsWith('/api/calendario/buscar/') ? { body: [{ Id: 11, Nombre: 'María Muñoz (Luna de miel)', Fecha: '2027-09-15' }] } : undefined),
      ]),
    );
    await screen.findByRole('grid');
    await user.type(screen.getByRole('textbox', { name: 'Buscar reserva' }), 'munoz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.apiCalls('GET').at(-1)?.url).toBe('/api/Calendario/2027-09-13?dias=14'));
    expect(api.apiCalls('GET').some((c) => c.url === '/api/calendario/buscar/2027-08-03/munoz')).toBe(true);
    const barra = await within(filaDe('101')).findByRole('button', { name: /María Muñoz/ });
    expect(barra.closest('.cal-bar')).toHaveClass('cal-bar--destacada');
  });

  it('listed search results follow a change of the reservation (its new date after a move or a status change)', async () => {
    const user = userEvent.setup();
    let fecha = '2027-08-04';
    const api = renderPage(
      installFakeApi([
        calendario(),
        (call) =>
          call.url.startsWith('/api/calendario/buscar/')
            ? {
                body: [
                  { Id: 11, Nombre: 'María Muñoz (Luna de miel)', Fecha: fecha },
                  { Id: 12, Nombre: 'Mario Muñoz', Fecha: '2027-10-01' },
                ],
              }
            : undefined,
        (call) => (call.url === '/api/calendario/ReConfirmado/11' ? { body: { EstadoId: 3 } } : undefined),
      ]),
    );
    await screen.findByRole('grid');
    await user.type(screen.getByRole('textbox', { name: 'Buscar reserva' }), 'munoz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const lista = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(lista).toHaveTextContent('04-08-2027 · María Muñoz (Luna de miel)');
    // The reservation changes elsewhere; the window is read again.
    fecha = '2027-08-09';
    fireEvent.contextMenu(within(filaDe('101')).getByRole('button', { name: /María Muñoz/ }), { clientX: 40, clientY: 50 });
    await user.click(within(await screen.findByRole('menu', { name: 'Reserva 11' })).getByRole('menuitem', { name: 'Re-Confirmado' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Resultados de la búsqueda' })).toHaveTextContent('09-08-2027 · María Muñoz (Luna de miel)'));
    expect(api.apiCalls('GET').filter((c) => c.url.startsWith('/api/calendario/buscar/'))).toHaveLength(2);
  });

  it('reads the window again every 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      const api = renderPage();
      await screen.findByRole('grid');
      const lecturas = () => api.apiCalls('GET').filter((c) => c.url.startsWith('/api/Calendario/')).length;
      expect(lecturas()).toBe(1);
      await act(async () => {
        jest.advanceTimersByTime(30_000);
      });
      await waitFor(() => expect(lecturas()).toBe(2));
    } finally {
      jest.useRealTimers();
    }
  });
});
