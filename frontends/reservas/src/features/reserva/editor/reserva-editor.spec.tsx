import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@recepcion/session';
import { MENSAJE_SOLO_LECTURA } from '@recepcion/ui';
import { installFakeHotel, reservaDePrueba } from '../../../../test/reserva/fake-hotel';
import { USUARIO_PRUEBA } from '@recepcion/testing-web';
import { CONFIG, HOTEL_ID, limpiar, renderDialogos } from '../../../../test/reserva/render-dialogos';
import type { ReservaBody } from '../comun/tipos';

afterEach(limpiar);

const modal = () => screen.getByRole('dialog', { name: 'Reserva 12' });
const abrirModal = async () => screen.findByRole('tab', { name: 'General' });
const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });
const ultimoPut = (hotel: ReturnType<typeof installFakeHotel>) => hotel.puts().at(-1)?.body as ReservaBody;

describe('the reservation edit modal', () => {
  it('opens from the address with the reservation loaded, and Esc closes it and clears the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12&orden=1');
    await abrirModal();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Habitaciones', 'Pasajeros', 'Cargos', 'Pagos', 'Cuenta', 'Historial']);
    expect(screen.getByRole('textbox', { name: /Check-In/ })).toHaveValue('01-12-2026');
    expect(screen.getByRole('textbox', { name: /Check-Out/ })).toHaveValue('04-12-2026');
    expect(screen.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Ana Rojas');
    expect(screen.getByRole('textbox', { name: 'Nombre del grupo' })).toHaveValue('Familia Rojas');
    expect(within(screen.getByRole('toolbar', { name: 'Estado de la reserva' })).getByText('Confirmado', { selector: 'strong' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname + window.location.search).toBe('/reservas/listado?orden=1');
  });

  it('says read-only in General where a reservation made on the hotel’s booking page comes from, and keeps it on save', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([reservaDePrueba({ Origen: 'Web' })]);
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const general = screen.getByRole('tabpanel', { name: 'General' });
    expect(within(general).getByText('Origen:').parentElement).toHaveTextContent('Origen: Web (reservada en la página del hotel)');
    // Nothing to edit: no field carries it.
    expect(within(general).queryByRole('textbox', { name: /Origen/ })).not.toBeInTheDocument();
    const grupo = screen.getByRole('textbox', { name: 'Nombre del grupo' });
    await user.clear(grupo);
    await user.type(grupo, 'Congreso');
    await user.click(within(modal()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    expect(ultimoPut(hotel)).not.toHaveProperty('Origen');
    // Saved, the modal closes; opened again, the origin is still there.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserva 12' })).not.toBeInTheDocument());
    limpiar();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    expect(within(screen.getByRole('tabpanel', { name: 'General' })).getByText('Origen:').parentElement).toHaveTextContent('Origen: Web (reservada en la página del hotel)');
  });

  it('says nothing of an origin for a reservation made at the front desk', async () => {
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    expect(within(screen.getByRole('tabpanel', { name: 'General' })).queryByText('Origen:')).not.toBeInTheDocument();
  });

  it('asks before dropping unsaved changes on Cancelar or Esc, and keeps them when told so', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const grupo = screen.getByRole('textbox', { name: 'Nombre del grupo' });
    await user.clear(grupo);
    await user.type(grupo, 'Congreso');
    await user.click(within(modal()).getByRole('button', { name: 'Cancelar' }));
    const pregunta = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(pregunta).toHaveTextContent('Hay cambios sin guardar en la reserva. ¿Desea descartarlos?');
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nombre del grupo' })).toHaveValue('Congreso');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserva 12' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    expect(hotel.puts()).toEqual([]);
  });

  it('lists the rooms, edits a line (a new room type resets the guests and asks the price) and removes one after asking', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    hotel.precios.set('6:2', 90000);
    renderDialogos('/reservas/calendario?reserva=12&pestana=Habitaciones');
    const grid = await screen.findByRole('grid', { name: 'Habitaciones' });
    expect(within(grid).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Habitación', 'Tipo de habitación', 'Check-In', 'Check-Out', 'Total']);
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent(/101.*Doble.*01-12-2026.*04-12-2026.*150\.000/);

    await user.click(within(grid).getAllByRole('row')[1]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const linea = await screen.findByRole('dialog', { name: 'Habitación 101' });
    await user.selectOptions(within(linea).getByRole('combobox', { name: /Habitación/ }), '201');
    expect(within(linea).getByRole('combobox', { name: /Tipo de habitación/ })).toHaveDisplayValue('Suite');
    expect(within(linea).getByRole('textbox', { name: /Pasajeros/ })).toHaveValue('3');
    await waitFor(() => expect(within(linea).getByRole('textbox', { name: /Precio unitario alojamiento/ })).toHaveValue('90.000'));
    expect(within(linea).getByRole('textbox', { name: /^Total/ })).toHaveValue('270.000');
    // Editing the total recomputes the unit price (3 nights).
    await user.clear(within(linea).getByRole('textbox', { name: /^Total/ }));
    await user.type(within(linea).getByRole('textbox', { name: /^Total/ }), '300000');
    await user.tab();
    expect(within(linea).getByRole('textbox', { name: /Precio unitario alojamiento/ })).toHaveValue('100.000');
    expect(within(linea).queryByRole('status')).not.toBeInTheDocument();
    // A total 3 equal nights cannot give (whole pesos): the dialog says which total it kept.
    await user.clear(within(linea).getByRole('textbox', { name: /^Total/ }));
    await user.type(within(linea).getByRole('textbox', { name: /^Total/ }), '300001');
    await user.tab();
    expect(within(linea).getByRole('textbox', { name: /^Total/ })).toHaveValue('300.000');
    expect(within(linea).getByRole('status')).toHaveTextContent('El total quedó en 300.000: 300.001 no se reparte en partes iguales por noche.');
    expect(within(linea).getByRole('textbox', { name: /^Total/ })).toHaveAccessibleDescription(/El total quedó en 300\.000/);
    await user.type(within(linea).getByRole('textbox', { name: /^Total/ }), '{Backspace}');
    expect(within(linea).queryByRole('status')).not.toBeInTheDocument();
    await user.clear(within(linea).getByRole('textbox', { name: /^Total/ }));
    await user.type(within(linea).getByRole('textbox', { name: /^Total/ }), '300000');
    await user.tab();
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Habitación 101' })).not.toBeInTheDocument());
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent(/201.*Suite.*300\.000/);
    expect(hotel.api.calls.some((c) => c.url === '/api/ReservasB/IsHabitacionDisponible/21/2026-12-01/2026-12-04/12/0/0')).toBe(true);

    await user.click(within(grid).getAllByRole('row')[1]);
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const pregunta = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(pregunta).toHaveTextContent('¿Confirma que desea quitar este registro?');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1));

    // Without rooms the reservation cannot be saved.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Faltan ingresar las habitaciones')).toBeInTheDocument();
    expect(hotel.puts()).toHaveLength(0);
  });

  it('a room type without a price: the line warns, shows no total and asks for a price typed by hand', async () => {
    const user = userEvent.setup();
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12&pestana=Habitaciones');
    await screen.findByRole('grid', { name: 'Habitaciones' });
    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    const linea = await screen.findByRole('dialog', { name: 'Agregar habitación' });
    await user.selectOptions(within(linea).getByRole('combobox', { name: /Habitación/ }), '201');
    const precio = within(linea).getByRole('textbox', { name: /Precio unitario alojamiento/ });
    await waitFor(() => expect(precio).toHaveAccessibleDescription('No hay tarifa para Suite en CLP el 01-12-2026: ingrese el precio.'));
    expect(precio).toHaveValue('');
    expect(within(linea).getByRole('textbox', { name: /^Total/ })).toHaveValue('');
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Ingrese el precio del alojamiento')).toBeInTheDocument();
    await user.type(precio, '60000');
    expect(within(linea).getByRole('textbox', { name: /^Total/ })).toHaveValue('180.000');
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar habitación' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('grid', { name: 'Habitaciones' })).getAllByRole('row')[2]).toHaveTextContent(/201.*Suite.*180\.000/);
  });

  it('in the room line, a price typed while the price list is still answering is kept', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    let responder = () => undefined as void;
    hotel.demoraTarifas = new Promise<void>((resolve) => (responder = resolve));
    renderDialogos('/reservas/listado?reserva=12&pestana=Habitaciones');
    await screen.findByRole('grid', { name: 'Habitaciones' });
    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    const linea = await screen.findByRole('dialog', { name: 'Agregar habitación' });
    await user.selectOptions(within(linea).getByRole('combobox', { name: /Habitación/ }), '201');
    const precio = within(linea).getByRole('textbox', { name: /Precio unitario alojamiento/ });
    await user.type(precio, '60000');
    await act(async () => {
      responder();
      await hotel.demoraTarifas;
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(precio).toHaveValue('60.000');
  });

  it('a check-out before the check-in names the order of the dates, not a missing date', async () => {
    const user = userEvent.setup();
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12&pestana=Habitaciones');
    await screen.findByRole('grid', { name: 'Habitaciones' });
    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    const linea = await screen.findByRole('dialog', { name: 'Agregar habitación' });
    await user.selectOptions(within(linea).getByRole('combobox', { name: /Habitación/ }), '201');
    const salida = within(linea).getByRole('textbox', { name: /Check-Out/ });
    await user.clear(salida);
    await user.type(salida, '28-11-2026');
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('El Check-Out debe ser posterior al check-In')).toBeInTheDocument();
    expect(screen.queryByText('Seleccione una fecha Check-Out', { selector: '.rc-toast *, .rc-toast' })).not.toBeInTheDocument();
  });

  it('refuses a line whose room is taken: by the reservation itself, or by another one (warning)', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    hotel.ocupadas.add(12);
    hotel.precios.set('6:1', 50000);
    renderDialogos('/reservas/listado?reserva=12&pestana=Habitaciones');
    await screen.findByRole('grid', { name: 'Habitaciones' });
    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    const linea = await screen.findByRole('dialog', { name: 'Agregar habitación' });
    expect(within(linea).getByRole('textbox', { name: /Check-In/ })).toHaveValue('01-12-2026');
    await user.selectOptions(within(linea).getByRole('combobox', { name: /Habitación/ }), '101');
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('La habitación está ocupada por la propia reserva')).toBeInTheDocument();
    await user.selectOptions(within(linea).getByRole('combobox', { name: /Habitación/ }), '102');
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Habitación no disponible')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Agregar habitación' })).toBeInTheDocument();
    expect(hotel.api.calls.at(-1)?.url).toBe('/api/ReservasB/IsHabitacionDisponible/12/2026-12-01/2026-12-04/12/0/0');
  });

  it('a new check-in shifts the check-out by the stay and, once confirmed, the lines that began with it', async () => {
    const user = userEvent.setup();
    const reserva = reservaDePrueba();
    reserva.Habitaciones.push({ ...reserva.Habitaciones[0], Id: 2, HabitacionId: 12, HabitacionNombre: '102', CheckIn: '2026-12-02', CheckOut: '2026-12-04' });
    const hotel = installFakeHotel([reserva]);
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const checkIn = screen.getByRole('textbox', { name: /Check-In/ });
    await user.clear(checkIn);
    await user.type(checkIn, '03-12-2026');
    const pregunta = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(pregunta).toHaveTextContent('¿Mover también la habitación que comienza el 01-12-2026?');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('textbox', { name: /Check-Out/ })).toHaveValue('06-12-2026');

    // A new check-out moves the lines that ended on the old one.
    const checkOut = screen.getByRole('textbox', { name: /Check-Out/ });
    await user.clear(checkOut);
    await user.type(checkOut, '07-12-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    const body = ultimoPut(hotel);
    expect(body).toMatchObject({ CheckIn: '2026-12-03', CheckOut: '2026-12-07', Version: 3 });
    expect(body.Habitaciones.map((l) => [l.HabitacionId, l.CheckIn, l.CheckOut])).toEqual([
      [11, '2026-12-03', '2026-12-07'],
      [12, '2026-12-02', '2026-12-04'],
    ]);
  });

  it('adds a guest, a charge and a payment, saves the whole reservation with its version, and closes', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    hotel.precios.set('7:5', 1500);
    renderDialogos('/reservas/listado?reserva=12&pestana=Pasajeros');
    await abrirModal();
    const pasajeros = screen.getByRole('region', { name: 'Pasajeros de la reserva' });

    await user.click(within(pasajeros).getByRole('button', { name: 'Añadir' }));
    expect(await toastCon('Falta seleccionar el pasajero')).toBeInTheDocument();
    await user.type(within(pasajeros).getByRole('combobox', { name: 'Pasajero' }), 'Bru');
    await user.click(await screen.findByRole('option', { name: 'Bruno Díaz' }));
    await user.click(within(pasajeros).getByRole('button', { name: 'Añadir' }));
    expect(await toastCon('Se añadio pasajero')).toBeInTheDocument();
    expect(within(pasajeros).getByRole('table', { name: 'Pasajeros' })).toHaveTextContent(/101.*Bruno Díaz/);
    expect(hotel.api.calls.find((c) => c.url === '/api/Autocomplete/Pasajeros')?.body).toEqual({ texto: 'Bru' });

    // A new guest is created as an individual client.
    await user.click(within(pasajeros).getByRole('button', { name: 'Nuevo pasajero' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del pasajero' }), 'Diego Soto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'País' }), '55');
    await user.click(screen.getByRole('button', { name: 'Crear pasajero' }));
    // Created, it is a guest of the room at once.
    await waitFor(() => expect(within(pasajeros).getByRole('table', { name: 'Pasajeros' })).toHaveTextContent(/101.*Diego Soto/));
    expect(hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/Clientes')?.body).toEqual({ Nombre: 'Diego Soto', GiroId: 1, PaisId: 55 });
    await user.click(within(pasajeros).getByRole('button', { name: 'Editar Bruno Díaz' }));
    await user.click(within(pasajeros).getByRole('button', { name: 'Actualizar' }));
    expect(await toastCon('Se actualizo pasajero')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cargos' }));
    await user.click(screen.getByRole('button', { name: 'Agregar cargo' }));
    const cargo = await screen.findByRole('dialog', { name: 'Agregar cargo' });
    expect(within(cargo).getByRole('textbox', { name: /Cantidad/ })).toHaveValue('1');
    // A day of the stay (01-12-2026 to 04-12-2026), not today when today is outside it.
    const hoy = new Date().toISOString().slice(0, 10);
    const esperado = hoy < '2026-12-01' ? '01-12-2026' : hoy > '2026-12-04' ? '04-12-2026' : hoy.split('-').reverse().join('-');
    expect(within(cargo).getByRole('textbox', { name: /^Fecha/ })).toHaveValue(esperado);
    await user.click(within(cargo).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Seleccione un cargo')).toBeInTheDocument();
    await user.selectOptions(within(cargo).getByRole('combobox', { name: /Cargo/ }), 'Agua mineral');
    await waitFor(() => expect(within(cargo).getByRole('textbox', { name: /^Precio/ })).toHaveValue('1.500'));
    // Another currency asks its own price: none in USD, so the price is emptied (never 1.500 read as USD), then back in CLP.
    await user.selectOptions(within(cargo).getByRole('combobox', { name: /Moneda/ }), 'USD');
    expect(within(cargo).getByRole('textbox', { name: /^Precio/ })).toHaveValue('');
    expect(await within(cargo).findByText(/^No hay tarifa para Agua mineral en USD el \d{2}-\d{2}-\d{4}: ingrese el precio\.$/)).toBeInTheDocument();
    await user.selectOptions(within(cargo).getByRole('combobox', { name: /Moneda/ }), 'CLP');
    await waitFor(() => expect(within(cargo).getByRole('textbox', { name: /^Precio/ })).toHaveValue('1.500'));
    await user.clear(within(cargo).getByRole('textbox', { name: /Cantidad/ }));
    await user.type(within(cargo).getByRole('textbox', { name: /Cantidad/ }), '3');
    expect(within(cargo).getByRole('textbox', { name: /^Total/ })).toHaveValue('4.500');
    expect(hotel.api.calls.find((c) => c.url === '/api/ReservasB/GetPrecioCalculado')?.body).toMatchObject({ ServicioId: 5, TipoServicioId: 7, MonedaId: 'CLP', TipoImpuestoId: 1 });
    await user.click(within(cargo).getByRole('button', { name: 'Aceptar' }));
    const cargos = await screen.findByRole('grid', { name: 'Cargos' });
    expect(within(cargos).getAllByRole('row')[1]).toHaveTextContent(/Agua mineral.*Habitación 101.*3.*1\.500.*4\.500.*CLP/);

    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const pago = await screen.findByRole('dialog', { name: 'Agregar pago' });
    // A payment: Contado, Credito or one of the hotel's own methods (the reservation's own field offers only the first two).
    const opciones = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent).filter((o) => !o?.startsWith('Seleccione'));
    expect(opciones(within(pago).getByRole('combobox', { name: /Forma de pago/ }))).toEqual(['Contado', 'Credito', 'Tarjeta']);
    await user.click(within(pago).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Ingrese el Concepto')).toBeInTheDocument();
    await user.type(within(pago).getByRole('textbox', { name: /Concepto/ }), 'Abono');
    await user.type(within(pago).getByRole('textbox', { name: /Valor/ }), '100000');
    await user.click(within(pago).getByRole('radio', { name: 'Cliente' }));
    await user.type(within(pago).getByRole('combobox', { name: 'Cliente' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Rojas' }));
    await user.click(within(pago).getByRole('button', { name: 'Aceptar' }));
    const pagos = await screen.findByRole('grid', { name: 'Pagos' });
    expect(within(pagos).getAllByRole('row')[1]).toHaveTextContent(/Abono.*Ana Rojas.*Contado.*100\.000.*CLP/);

    await user.click(screen.getByRole('tab', { name: 'Cuenta' }));
    expect(screen.getByRole('table', { name: 'Cuenta en CLP' })).toHaveTextContent(/Saldo CLP\s*54\.500/);
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(opciones(screen.getByRole('combobox', { name: /Forma de pago/ }))).toEqual(['Contado', 'Credito']);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserva 12' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    const body = ultimoPut(hotel);
    expect(body).toMatchObject({ Version: 3, ClienteId: 40, MonedaId: 'CLP', TipoImpuestoId: 1, FormaPagoId: 1 });
    expect(body.Pasajeros).toEqual([
      { PasajeroId: 41, HabitacionId: 11 },
      { PasajeroId: expect.any(Number), HabitacionId: 11 },
    ]);
    expect(body.Cargos).toEqual([
      expect.objectContaining({ CargoId: 5, HabitacionId: 11, ContactoClienteId: null, TipoImpuestoId: 1, ImpuestoIncluido: true, MonedaId: 'CLP', Precio: 1500, Cantidad: 3 }),
    ]);
    expect(body.Ingresos).toEqual([expect.objectContaining({ Concepto: 'Abono', Valor: 100000, ClienteId: 40, HabitacionId: null, MonedaId: 'CLP', FormaPagoId: 1 })]);
  });

  it('keeps everything when the save fails, and after a 409 offers to reload', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const grupo = screen.getByRole('textbox', { name: 'Nombre del grupo' });
    await user.clear(grupo);
    await user.type(grupo, 'Otro grupo');
    hotel.conflicto = true;
    await user.keyboard('{Enter}');
    const aviso = await screen.findByRole('alertdialog', { name: 'Reserva modificada' });
    expect(aviso).toHaveTextContent('La reserva fue modificada por otro usuario. Vuelva a cargarla e intente de nuevo.');
    await user.click(within(aviso).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre del grupo' })).toHaveValue('Otro grupo');

    hotel.conflicto = true;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reserva modificada' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre del grupo' })).toHaveValue('Familia Rojas'));
    expect(modal()).toBeInTheDocument();
  });

  it('requires the general data before saving and shows the message on the General tab', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12&pestana=Cargos');
    await abrirModal();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.clear(screen.getByRole('combobox', { name: /Cliente/ }));
    await user.tab();
    await user.click(screen.getByRole('tab', { name: 'Pagos' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Seleccione un Cliente')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-invalid', 'true');
    expect(hotel.puts()).toHaveLength(0);
  });
});

/** Today is `iso` for the code under test (only Date is faked: timers stay real for userEvent). */
function hoyEs(iso: string) {
  jest.useFakeTimers({
    now: new Date(`${iso}T12:00:00`),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
  });
}

describe('statuses from the edit modal', () => {
  afterEach(() => jest.useRealTimers());

  it('refuses a check-in before the arrival day, checks out with a balance owing only after asking, with the hotel password, and shows the company message', async () => {
    hoyEs('2026-11-28');
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    hotel.claveCheckOut = 'salida-2027';
    hotel.mensajeCheckOut = 'Recuerde retirar la tarjeta de la habitación';
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const barra = screen.getByRole('toolbar', { name: 'Estado de la reserva' });
    // Three days ahead of the arrival: said, and nothing is sent.
    await user.click(within(barra).getByRole('button', { name: 'Check-IN' }));
    let pregunta = await screen.findByRole('alertdialog', { name: 'Check-IN' });
    expect(pregunta).toHaveTextContent('La llegada es el 01-12-2026: el check-in se registra desde ese día. Si el huésped llega antes, adelante primero la fecha de llegada.');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hotel.api.calls.some((c) => c.url === '/api/calendario/CheckIn/12')).toBe(false);
    // On the arrival day: no question.
    hoyEs('2026-12-01');
    await user.click(within(barra).getByRole('button', { name: 'Check-IN' }));
    await waitFor(() => expect(within(barra).getByText('Check-IN', { selector: 'strong' })).toBeInTheDocument());
    expect(hotel.api.calls.some((c) => c.url === '/api/calendario/CheckIn/12')).toBe(true);

    // The departure day, with the stay unpaid.
    hoyEs('2026-12-04');
    await user.click(within(barra).getByRole('button', { name: 'Check-OUT' }));
    pregunta = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(pregunta).toHaveTextContent('La reserva tiene saldo por pagar: CLP 150.000. ¿Confirma el check-out?');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    const clave = await screen.findByRole('dialog', { name: 'Check-OUT' });
    await user.type(within(clave).getByLabelText('Contraseña'), 'mala');
    await user.keyboard('{Enter}');
    expect(await toastCon('Contraseña incorrecta')).toBeInTheDocument();
    const otra = await screen.findByRole('dialog', { name: 'Check-OUT' });
    await user.type(within(otra).getByLabelText('Contraseña'), 'salida-2027');
    await user.keyboard('{Enter}');
    const mensaje = await screen.findByRole('alertdialog', { name: 'Check-OUT' });
    expect(mensaje).toHaveTextContent('Recuerde retirar la tarjeta de la habitación');
    await user.click(within(mensaje).getByRole('button', { name: 'Aceptar' }));
    expect(within(barra).getByText('Check-OUT', { selector: 'strong' })).toBeInTheDocument();

    // The status calls moved the version: a save afterwards carries the new one.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    expect(ultimoPut(hotel).Version).toBe(5);
  });

  /** Opens reservation 12 (01-12-2026 → 04-12-2026) on `hoy` (the computer's; `config`: the hotel's) and presses Check-OUT: the question it asks. */
  async function pedirCheckOut(hoy: string, config = CONFIG) {
    hoyEs(hoy);
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12', { config });
    await abrirModal();
    const barra = screen.getByRole('toolbar', { name: 'Estado de la reserva' });
    await user.click(within(barra).getByRole('button', { name: 'Check-OUT' }));
    const pregunta = await screen.findByRole('alertdialog', { name: 'Check-OUT' });
    return { user, hotel, barra, pregunta };
  }
  const llamadasCheckOut = (hotel: ReturnType<typeof installFakeHotel>) => hotel.api.calls.filter((c) => c.url.startsWith('/api/calendario/CheckOut/12')).map((c) => c.url);

  it('offers an early check-out to end the stay today, and checks out without shortening when asked to', async () => {
    const { user, hotel, barra, pregunta } = await pedirCheckOut('2026-12-02');
    expect(pregunta).toHaveTextContent('La salida es el 04-12-2026: el check-out es antes de la fecha de salida.');
    expect(pregunta).toHaveTextContent('¿Acorta la estadía hasta hoy, 02-12-2026, y libera las noches siguientes?');
    await user.click(within(pregunta).getByRole('button', { name: 'Acortar a hoy' }));
    await waitFor(() => expect(within(barra).getByText('Check-OUT', { selector: 'strong' })).toBeInTheDocument());
    expect(llamadasCheckOut(hotel)).toEqual(['/api/calendario/CheckOut/12?acortar=true&fecha=2026-12-02']);

    // The window shows the shortened stay, and a save afterwards keeps it (not the nights it freed).
    expect(screen.getByLabelText(/^Check-Out/)).toHaveValue('02-12-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    const guardada = ultimoPut(hotel);
    expect(guardada.CheckOut).toBe('2026-12-02');
    expect(guardada.Habitaciones.map((l) => l.CheckOut)).toEqual(guardada.Habitaciones.map(() => '2026-12-02'));
  });

  it('ends an early check-out on the hotel’s today, in its time zone, not the computer’s', async () => {
    // 12:00 on 02-12 here is 02:00 on 03-12 at Kiritimati (UTC+14), where the hotel is.
    const { user, hotel, barra, pregunta } = await pedirCheckOut('2026-12-02', { ...CONFIG, ZonaHoraria: 'Pacific/Kiritimati' });
    expect(pregunta).toHaveTextContent('¿Acorta la estadía hasta hoy, 03-12-2026, y libera las noches siguientes?');
    await user.click(within(pregunta).getByRole('button', { name: 'Acortar a hoy' }));
    await waitFor(() => expect(within(barra).getByText('Check-OUT', { selector: 'strong' })).toBeInTheDocument());
    expect(llamadasCheckOut(hotel)).toEqual(['/api/calendario/CheckOut/12?acortar=true&fecha=2026-12-03']);
  });

  it('on the arrival day offers to keep the first night only, and frees the rest', async () => {
    const { user, hotel, barra, pregunta } = await pedirCheckOut('2026-12-01');
    expect(pregunta).toHaveTextContent('La llegada fue hoy: ¿Deja la estadía en una noche, con salida el 02-12-2026, y libera las noches siguientes?');
    await user.click(within(pregunta).getByRole('button', { name: 'Dejar una noche' }));
    await waitFor(() => expect(within(barra).getByText('Check-OUT', { selector: 'strong' })).toBeInTheDocument());
    expect(llamadasCheckOut(hotel)).toEqual(['/api/calendario/CheckOut/12?acortar=true&fecha=2026-12-01']);
    expect(screen.getByLabelText(/^Check-Out/)).toHaveValue('02-12-2026');
  });

  it('checks out early without shortening when the user keeps the booked nights', async () => {
    const { user, hotel, barra, pregunta } = await pedirCheckOut('2026-12-02');
    await user.click(within(pregunta).getByRole('button', { name: 'Check-out sin acortar' }));
    await waitFor(() => expect(within(barra).getByText('Check-OUT', { selector: 'strong' })).toBeInTheDocument());
    expect(llamadasCheckOut(hotel)).toEqual(['/api/calendario/CheckOut/12']);
  });

  it('cancels with a reason; an already cancelled reservation only gets the alert', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const barra = screen.getByRole('toolbar', { name: 'Estado de la reserva' });
    await user.click(within(barra).getByRole('button', { name: 'Anular…' }));
    const motivo = await screen.findByRole('dialog', { name: 'Pregunta' });
    await user.type(within(motivo).getByRole('textbox', { name: 'Motivo' }), 'El cliente canceló');
    await user.click(within(motivo).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Anulado con éxito')).toBeInTheDocument();
    expect(hotel.api.calls.find((c) => c.url === '/api/calendario/AnularReserva/12')?.body).toEqual({ texto: 'El cliente canceló' });
    await user.click(within(barra).getByRole('button', { name: 'Anular…' }));
    const aviso = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('La reserva ya está anulada');
    // The alert's host outlives the test's screen: closed here, it is not found by the next test.
    await user.click(within(aviso).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a cancelled reservation offers no status: its buttons are off and say why, Anular… answers it is already cancelled', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([reservaDePrueba({ EstadoId: 4, EstadoNombre: 'Anulado' })]);
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const barra = screen.getByRole('toolbar', { name: 'Estado de la reserva' });
    for (const nombre of ['Sin confirmar', 'Confirmado', 'Re-Confirmado', 'Check-IN', 'Check-OUT']) {
      const boton = within(barra).getByRole('button', { name: nombre });
      expect(boton).toBeDisabled();
      expect(boton).toHaveAccessibleDescription('La reserva está anulada');
    }
    await user.click(within(barra).getByRole('button', { name: 'Anular…' }));
    const aviso = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('La reserva ya está anulada');
    await user.click(within(aviso).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hotel.api.calls.filter((c) => c.url.startsWith('/api/calendario/'))).toEqual([]);
  });

  it('cancelling from the modal turns the status buttons off', async () => {
    const user = userEvent.setup();
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    const barra = screen.getByRole('toolbar', { name: 'Estado de la reserva' });
    expect(within(barra).getByRole('button', { name: 'Check-IN' })).toBeEnabled();
    await user.click(within(barra).getByRole('button', { name: 'Anular…' }));
    const motivo = await screen.findByRole('dialog', { name: 'Pregunta' });
    await user.type(within(motivo).getByRole('textbox', { name: 'Motivo' }), 'Duplicada');
    await user.click(within(motivo).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(within(barra).getByText('Anulado', { selector: 'strong' })).toBeInTheDocument());
    expect(within(barra).getByRole('button', { name: 'Check-IN' })).toBeDisabled();
    expect(within(barra).getByRole('button', { name: 'Check-IN' })).toHaveAccessibleDescription('La reserva está anulada');
  });

  it('deletes the reservation after asking', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    await abrirModal();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const pregunta = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(pregunta).toHaveTextContent('¿Confirma que desea eliminar este registro?');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Eliminado con éxito')).toBeInTheDocument();
    expect(hotel.reservas.has(12)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the history as a timeline, newest first, with who made each change and when (dd-MM-yyyy HH:mm)', async () => {
    const hotel = installFakeHotel();
    hotel.api.on((call) => {
      if (call.url === `/api/ReservasB/12/Historial`) {
        return {
          body: [
            { Version: 1, Fecha: '2026-11-20T13:00:00.000Z', UsuarioId: 9, Tipo: 'ReservaCreada', Descripcion: 'Reserva creada para Ana Rojas del 2026-12-01 al 2026-12-04 con 1 habitación(es)' },
            { Version: 2, Fecha: '2026-11-21T15:30:00.000Z', UsuarioId: USUARIO_PRUEBA.Id, Tipo: 'EstadoCambiado', Descripcion: 'Estado: Sin confirmar → Confirmado' },
            { Version: 3, Fecha: '2026-11-21T16:00:00.000Z', UsuarioId: 77, Tipo: 'EstadoCambiado', Descripcion: 'Estado: Confirmado → Re-Confirmado' },
          ],
        };
      }
      if (call.url === `/api/HotelUsuarios/${HOTEL_ID}`) return { body: [{ Id: 1, UsuarioId: 9, Usuario: 'rosa@hotel.cl', Nombre: 'Rosa Díaz', IDTipoUsuario: 'AD' }] };
      return undefined;
    });
    renderDialogos('/reservas/listado?reserva=12&pestana=Historial');
    const lista = await screen.findByRole('list', { name: 'Historial de la reserva' });
    const eventos = within(lista).getAllByRole('listitem');
    expect(eventos[1]).toHaveTextContent('Estado: Sin confirmar → Confirmado');
    expect(eventos[1]).toHaveTextContent(USUARIO_PRUEBA.Nombre);
    expect(eventos[1]).toHaveTextContent(/\d{2}-11-2026 \d{2}:\d{2}/);
    await waitFor(() => expect(eventos[2]).toHaveTextContent('Rosa Díaz'));
    expect(eventos[2]).toHaveTextContent('Reserva creada para Ana Rojas');
    // Someone the hotel's list does not name (an operator, say).
    expect(eventos[0]).toHaveTextContent('Usuario 77');
  });

  it('shows the dates and amounts inside the history lines as dd-MM-yyyy and 1.234,50', async () => {
    const hotel = installFakeHotel();
    hotel.api.on((call) =>
      call.url === '/api/ReservasB/12/Historial'
        ? {
            body: [
              { Version: 1, Fecha: '2026-11-20T13:00:00.000Z', UsuarioId: null, Tipo: 'ReservaCreada', Descripcion: 'Reserva creada para Ana Rojas del 2026-12-01 al 2026-12-04 con 1 habitación(es)' },
              { Version: 2, Fecha: '2026-11-20T13:05:00.000Z', UsuarioId: null, Tipo: 'HabitacionModificada', Descripcion: 'Habitación 101 modificada: del 2026-12-01 al 2026-12-04, 2 pasajero(s), total 150000' },
              { Version: 3, Fecha: '2026-11-20T13:10:00.000Z', UsuarioId: null, Tipo: 'IngresoRegistrado', Descripcion: 'Pago registrado: Abono, 1250.5 USD' },
            ],
          }
        : undefined,
    );
    renderDialogos('/reservas/listado?reserva=12&pestana=Historial');
    const lista = await screen.findByRole('list', { name: 'Historial de la reserva' });
    expect(within(lista).getAllByRole('listitem').map((e) => e.querySelector('.rs-historial__descripcion')?.textContent)).toEqual([
      'Pago registrado: Abono, 1.250,50 USD',
      'Habitación 101 modificada: del 01-12-2026 al 04-12-2026, 2 pasajero(s), total 150.000 CLP',
      'Reserva creada para Ana Rojas del 01-12-2026 al 04-12-2026 con 1 habitación(es)',
    ]);
    expect(within(lista).getAllByRole('listitem')[2]).toHaveTextContent(/^\d{2}-11-2026 \d{2}:\d{2}/);
  });
});

describe('the reservation edit modal by user type', () => {
  const comoTipo = (TipoUsuario: string) => {
    const actual = session.get();
    act(() => session.establecer({ hotel_id: actual.hotelId!, user_id: actual.usuario!.Id, config: actual.config!, usuario: { ...actual.usuario!, TipoUsuario } }));
  };

  it('a read-only user sees the reservation without save, delete or status buttons', async () => {
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    comoTipo('CO');
    await abrirModal();
    const barra = screen.getByRole('toolbar', { name: 'Estado de la reserva' });
    expect(within(barra).getByRole('note')).toHaveTextContent(MENSAJE_SOLO_LECTURA);
    expect(within(barra).queryByRole('button', { name: 'Check-IN' })).not.toBeInTheDocument();
    expect(within(modal()).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(modal()).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(within(modal()).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
    // Nothing to type into or add: a payment «added» here would never be saved.
    expect(within(modal()).getByRole('textbox', { name: /^Check-In/ })).toBeDisabled();
    expect(within(modal()).getByRole('textbox', { name: 'Comentario' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(modal()).getByRole('tab', { name: 'Pagos' }));
    expect(await within(modal()).findByRole('button', { name: 'Agregar pago' })).toBeDisabled();
    await user.click(within(modal()).getByRole('tab', { name: 'Cargos' }));
    expect(await within(modal()).findByRole('button', { name: 'Agregar cargo' })).toBeDisabled();
    // Reading stays open: the account and the history.
    await user.click(within(modal()).getByRole('tab', { name: 'Cuenta' }));
    expect(await within(modal()).findByRole('button', { name: 'Imprimir' })).toBeEnabled();
  });

  it('reception changes statuses and saves, but does not delete', async () => {
    installFakeHotel();
    renderDialogos('/reservas/listado?reserva=12');
    comoTipo('RE');
    await abrirModal();
    expect(within(modal()).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(screen.getByRole('toolbar', { name: 'Estado de la reserva' })).getByRole('button', { name: 'Anular…' })).toBeInTheDocument();
    expect(within(modal()).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});
