import { act, screen, waitFor, within } from '@testing-library/react';
import type { CrearReservaCuerpo } from '@recepcion/contracts';
import userEvent from '@testing-library/user-event';
import { installFakeHotel } from '../../../../test/reserva/fake-hotel';
import { limpiar, renderDialogos } from '../../../../test/reserva/render-dialogos';

afterEach(limpiar);

const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });

describe('the reservation wizard', () => {
  it('prefilled from the address: general data, then the rooms with the price list, saves and opens the new reservation', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    hotel.precios.set('6:1', 45000);
    hotel.precios.set('6:2', 70000);
    hotel.precios.set('5:3', 8000);
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11,12');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    expect(within(wizard).getByText('Paso 1 de 2: Datos generales')).toBeInTheDocument();
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /Check-In/ })).toHaveValue('10-12-2026'));
    expect(hotel.api.calls.find((c) => c.url === '/api/ReservasB/GetReservaNuevo')?.body).toEqual({ CheckIn: '2026-12-10', CheckOut: '2026-12-12', HabitacionIds: [11, 12] });

    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(await toastCon('Seleccione un Cliente')).toBeInTheDocument();
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.type(within(wizard).getByRole('textbox', { name: 'Nombre del grupo' }), 'Congreso');
    await user.selectOptions(within(wizard).getByRole('combobox', { name: /Estado/ }), 'Confirmado');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));

    expect(within(wizard).getByText('Paso 2 de 2: Habitaciones')).toBeInTheDocument();
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: 'Precio por noche habitación 101' })).toHaveValue('45.000'));
    expect(within(wizard).getByRole('textbox', { name: 'Pasajeros habitación 102' })).toHaveValue('2');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('90.000');
    // Room 102 becomes a suite: three guests by default.
    await user.selectOptions(within(wizard).getByRole('combobox', { name: 'Tipo habitación 102' }), 'Suite');
    expect(within(wizard).getByRole('textbox', { name: 'Pasajeros habitación 102' })).toHaveValue('3');
    await user.selectOptions(within(wizard).getByRole('combobox', { name: 'Régimen habitación 101' }), 'Desayuno');
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: 'Precio régimen habitación 101' })).toHaveValue('8.000'));

    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as CrearReservaCuerpo;
    expect(creada).toMatchObject({ CheckIn: '2026-12-10', CheckOut: '2026-12-12', ClienteId: 42, NombreGrupo: 'Congreso', FormaPagoId: 1, MonedaId: 'CLP', TipoImpuestoId: 1 });
    expect(creada.Habitaciones).toEqual([
      expect.objectContaining({ HabitacionId: 11, CantidadPasajero: 2, AlojamientoPrecioUnitario: 45000, IDServicioRegimen: 3, RegimenPrecioUnitario: 8000 }),
      expect.objectContaining({ HabitacionId: 12, TipoHabitacionId: 2, CantidadPasajero: 3, AlojamientoPrecioUnitario: 70000 }),
    ]);
    // One request: created in its status, no status call after it.
    expect(creada).toMatchObject({ EstadoId: 2 });
    expect(hotel.api.calls.filter((c) => c.url.startsWith('/api/calendario/'))).toEqual([]);
    expect(hotel.reservas.get(500)?.EstadoId).toBe(2);
    // The new reservation's edit modal opens through the address.
    expect(await screen.findByRole('dialog', { name: 'Reserva 500' })).toBeInTheDocument();
    expect(window.location.search).toBe('?reserva=500');
  });

  it('a name that found no client starts the new client’s form, and the new client is the reservation’s', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /Check-In/ })).toHaveValue('10-12-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Walter Kast');
    expect(await within(wizard).findByText('Sin resultados')).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Nuevo cliente' }));
    expect(within(wizard).getByRole('textbox', { name: 'Nombre del cliente' })).toHaveValue('Walter Kast');
    await user.type(within(wizard).getByRole('textbox', { name: /Ciudad/ }), 'Osorno');
    await user.click(within(wizard).getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(within(wizard).getByRole('combobox', { name: /Cliente/ })).toHaveValue('Walter Kast'));
    expect(hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/Clientes')?.body).toMatchObject({ Nombre: 'Walter Kast', Ciudad: 'Osorno' });
  });

  it("step 1's stay carries the rooms that shared it, measured from the last stay when the field was emptied", async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    const checkIn = await within(wizard).findByRole('textbox', { name: /^Check-In/ });
    await waitFor(() => expect(checkIn).toHaveValue('10-12-2026'));
    await user.clear(checkIn);
    await user.type(checkIn, '20-12-2026');
    await user.tab();
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /^Check-Out/ })).toHaveValue('22-12-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(await within(wizard).findByRole('textbox', { name: 'Check-In habitación 101' })).toHaveValue('20-12-2026');
    expect(within(wizard).getByRole('textbox', { name: 'Check-Out habitación 101' })).toHaveValue('22-12-2026');
    expect(hotel.api.calls.filter((c) => c.url === '/api/ReservasB/GetReservaNuevo')).toHaveLength(1);
  });

  it('without a price in the price list: warns on the line, shows no total, refuses to save until a price is typed', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /^Check-In/ })).toHaveValue('10-12-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));

    const precio = await within(wizard).findByRole('textbox', { name: 'Precio por noche habitación 101' });
    await waitFor(() => expect(precio).toHaveAccessibleDescription('No hay tarifa para Doble en CLP el 10-12-2026: ingrese el precio.'));
    expect(precio).toHaveValue('');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('Sin precio');
    expect(within(wizard).getByLabelText('Total habitación 101')).not.toHaveTextContent(/\b0\b/);
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Ingrese el precio del alojamiento')).toBeInTheDocument();
    expect(hotel.api.calls.some((c) => c.method === 'POST' && c.url === '/api/ReservasB')).toBe(false);

    // A meal plan without a price: the same warning, and its price is asked for too.
    await user.selectOptions(within(wizard).getByRole('combobox', { name: 'Régimen habitación 101' }), 'Desayuno');
    const regimen = within(wizard).getByRole('textbox', { name: 'Precio régimen habitación 101' });
    await waitFor(() => expect(regimen).toHaveAccessibleDescription('No hay tarifa para el régimen Desayuno en CLP el 10-12-2026: ingrese el precio.'));
    expect(regimen).toHaveValue('');

    // A price typed by hand.
    await user.type(precio, '38000');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('Sin precio');
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Ingrese el precio del régimen')).toBeInTheDocument();
    await user.type(regimen, '0');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('76.000');
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as CrearReservaCuerpo;
    expect(creada.Habitaciones).toEqual([expect.objectContaining({ HabitacionId: 11, AlojamientoPrecioUnitario: 38000, IDServicioRegimen: 3, RegimenPrecioUnitario: 0 })]);
  });

  it('a typed price of 0 is asked before saving, never saved silently', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /^Check-In/ })).toHaveValue('10-12-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    const precio = await within(wizard).findByRole('textbox', { name: 'Precio por noche habitación 101' });
    await waitFor(() => expect(precio).toHaveAccessibleDescription(/No hay tarifa/));
    await user.type(precio, '0');

    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    const pregunta = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(pregunta).toHaveTextContent('El precio del alojamiento de la habitación 101 es 0. ¿Desea guardar la reserva igualmente?');
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hotel.api.calls.some((c) => c.method === 'POST' && c.url === '/api/ReservasB')).toBe(false);

    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as CrearReservaCuerpo;
    expect(creada.Habitaciones).toEqual([expect.objectContaining({ HabitacionId: 11, AlojamientoPrecioUnitario: 0 })]);
  });

  it('a price typed while the price list is still answering is kept (it answered "no price" late and emptied it)', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    let responder = () => undefined as void;
    hotel.demoraTarifas = new Promise<void>((resolve) => (responder = resolve));
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /^Check-In/ })).toHaveValue('10-12-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    const precio = await within(wizard).findByRole('textbox', { name: 'Precio por noche habitación 101' });
    await user.type(precio, '38000');
    expect(hotel.api.calls.some((c) => c.url === '/api/ReservasB/GetPrecioCalculado')).toBe(true);
    await act(async () => {
      responder();
      await hotel.demoraTarifas;
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(precio).toHaveValue('38.000');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('76.000');
  });

  it('without rooms from the address: adds one, refuses a missing room and an unavailable one', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    hotel.ocupadas.add(21);
    hotel.precios.set('6:2', 70000);
    renderDialogos('/reservas/listado?nueva-reserva=1');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Siguiente' })).toBeEnabled());
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Rojas' }));
    await user.keyboard('{Enter}');
    await within(wizard).findByText('Paso 2 de 2: Habitaciones');
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Faltan ingresar las habitaciones')).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Agregar habitación' }));
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Seleccione una Habitación')).toBeInTheDocument();
    await user.selectOptions(within(wizard).getByRole('combobox', { name: 'Habitación línea 1' }), '201');
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    // The server judges availability: its refusal is shown and the wizard keeps everything.
    expect(await toastCon('Habitación no disponible')).toBeInTheDocument();
    expect(hotel.api.calls.filter((c) => c.method === 'POST' && c.url === '/api/ReservasB')).toHaveLength(1);
    expect(hotel.api.calls.some((c) => c.url.includes('IsHabitacionDisponible'))).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Nueva reserva' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Nueva reserva' })).getByRole('combobox', { name: 'Habitación línea 1' })).toHaveValue('21');
  });
});


describe('saving a new reservation: one request per click', () => {
  it('sends one POST /api/ReservasB with the chosen status; a failure is shown, nothing else is sent, and the wizard keeps everything for another try', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    hotel.precios.set('6:1', 45000);
    let falla = true;
    hotel.api.on((c) =>
      falla && c.method === 'POST' && c.url === '/api/ReservasB' ? { status: 500, body: { Message: 'An error has occurred.', detailedMessage: 'No se pudo guardar la reserva' } } : undefined,
    );
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /^Check-In/ })).toHaveValue('10-12-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.selectOptions(within(wizard).getByRole('combobox', { name: /Estado/ }), 'Re-Confirmado');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: 'Precio por noche habitación 101' })).toHaveValue('45.000'));
    const antes = hotel.api.apiCalls().length;

    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('No se pudo guardar la reserva')).toBeInTheDocument();
    // The click sent the create alone, with its status in it: no availability call before it, no status call after it.
    const enviadas = hotel.api.apiCalls().slice(antes);
    expect(enviadas.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/ReservasB']);
    expect(enviadas[0].body as CrearReservaCuerpo).toMatchObject({ EstadoId: 3, ClienteId: 42, CheckIn: '2026-12-10', CheckOut: '2026-12-12' });
    expect(screen.queryByText('Guardado con éxito')).not.toBeInTheDocument();
    // Nothing was created and nothing is lost: the wizard stays with its line, ready to save again.
    expect(hotel.reservas.size).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Nueva reserva' })).toBeInTheDocument();
    expect(within(wizard).getByRole('textbox', { name: 'Precio por noche habitación 101' })).toHaveValue('45.000');
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Guardar' })).toBeEnabled());
    expect(window.location.search).toContain('nueva-reserva=1');

    act(() => {
      falla = false;
    });
    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    // The new click is a new request, and still the only write (what follows reads the new reservation's modal).
    expect(hotel.api.apiCalls().slice(antes).filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/ReservasB', 'POST /api/ReservasB']);
    expect(hotel.reservas.get(500)).toMatchObject({ EstadoId: 3, EstadoNombre: 'Re-Confirmado' });
    expect(await screen.findByRole('dialog', { name: 'Reserva 500' })).toBeInTheDocument();
  });
});
