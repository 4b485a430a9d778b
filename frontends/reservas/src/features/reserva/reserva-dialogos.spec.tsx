import { act, screen, waitFor, within } from '@testing-library/react';
import { session } from '@recepcion/session';
import { renderConPortal, USUARIO_PRUEBA } from '@recepcion/testing-web';
import userEvent from '@testing-library/user-event';
import { installFakeHotel, reservaDePrueba } from '../../../test/reserva/fake-hotel';
import { CONFIG, HOTEL_ID, limpiar, MOVIL, renderDialogos } from '../../../test/reserva/render-dialogos';
import { ReservaDialogos } from './reserva-dialogos';
import type { ReservaBody } from './comun/tipos';

afterEach(limpiar);

const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });

const conMovimientos = () =>
  reservaDePrueba({
    Cargos: [
      {
        Id: 1,
        Fecha: '2026-12-02',
        ContactoClienteId: null,
        ClienteNombre: null,
        CargoId: 5,
        CargoNombre: 'Agua mineral',
        Precio: 1500,
        Cantidad: 3,
        Total: 4500,
        ImpuestoIncluido: true,
        TipoImpuestoId: 1,
        MonedaId: 'CLP',
        MonedaNombre: 'Peso chileno',
        Comentario: null,
        HabitacionId: 11,
        HabitacionNombre: '101',
        DocumentoVentaId: null,
      },
      {
        Id: 2,
        Fecha: '2026-12-03',
        ContactoClienteId: 40,
        ClienteNombre: 'Ana Rojas',
        CargoId: 6,
        CargoNombre: 'Lavandería',
        Precio: 10.5,
        Cantidad: 2,
        Total: 21,
        ImpuestoIncluido: true,
        TipoImpuestoId: 1,
        MonedaId: 'USD',
        MonedaNombre: 'Dólar estadounidense',
        Comentario: null,
        HabitacionId: null,
        HabitacionNombre: null,
        DocumentoVentaId: null,
      },
    ],
    Ingresos: [{ Id: 1, Fecha: '2026-12-01', ClienteId: null, ClienteNombre: null, Concepto: 'Abono', Valor: 100000, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', FormaPagoId: 1, HabitacionId: 11, HabitacionNombre: '101', DocumentoVentaId: null }],
    Saldos: [
      { MonedaId: 'CLP', Cargo: 154500, Ingreso: 100000, Saldo: 54500 },
      { MonedaId: 'USD', Cargo: 21, Ingreso: 0, Saldo: 21 },
    ],
  });

describe('the account statement', () => {
  it('shows the hotel header, client, guests, stay, blocks per currency with payments negative, the balance and a signature line; Imprimir prints', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    installFakeHotel([conMovimientos()]);
    renderDialogos('/reservas/calendario?estado-cuenta=12');
    const dialogo = await screen.findByRole('dialog', { name: 'Estado de cuenta' });
    const documento = await within(dialogo).findByRole('article', { name: 'Estado de cuenta de la reserva 12' });
    expect(documento).toHaveTextContent('Hotel Sur');
    expect(documento).toHaveTextContent('Av. Costanera 123');
    expect(documento).toHaveTextContent(/Cliente\s*Ana Rojas/);
    expect(documento).toHaveTextContent(/Pasajeros\s*2/);
    expect(documento).toHaveTextContent(/Check-In\s*01-12-2026/);
    expect(documento).toHaveTextContent(/Check-Out\s*04-12-2026/);
    const clp = within(documento).getByRole('region', { name: 'Moneda CLP' });
    expect(within(clp).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'FechaConceptoA cargo deTotal',
      '01-12-2026Alojamiento Doble del 01-12-2026 al 04-12-2026 (3 noches)Habitación 101150.000',
      '02-12-2026Agua mineral × 3Habitación 1014.500',
      '01-12-2026AbonoHabitación 101-100.000',
      'Total Habitaciones CLP150.000',
      'Total Cargos CLP4.500',
      'Total Pagos CLP-100.000',
      'Saldo CLP54.500',
    ]);
    const usd = within(documento).getByRole('region', { name: 'Moneda USD' });
    expect(usd).toHaveTextContent(/Lavandería × 2\s*Ana Rojas\s*21,00/);
    expect(usd).toHaveTextContent(/Saldo USD\s*21,00/);
    expect(documento).toHaveTextContent('Firma del cliente');
    // On paper only the statement shows.
    expect(document.body).toHaveClass('rs-imprimiendo');
    expect(document.querySelector('.rs-impresion')).toHaveTextContent('Saldo CLP54.500');

    await user.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    expect(document.body).not.toHaveClass('rs-imprimiendo');
  });
});

describe('the mobile view', () => {
  it('on a mobile user agent the address opens the read-only view instead of the modal', async () => {
    const hotel = installFakeHotel([conMovimientos()]);
    renderDialogos('/reservas/calendario?reserva=12', { userAgent: MOVIL });
    const vista = await screen.findByRole('dialog', { name: 'Reserva 12' });
    await within(vista).findByRole('region', { name: 'General' });
    expect(within(vista).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(vista).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(vista).getByRole('region', { name: 'General' })).toHaveTextContent(/Cliente\s*Ana Rojas.*Estado\s*Confirmado.*Check-In\s*01-12-2026.*Saldo CLP\s*54\.500/);
    expect(within(vista).getByRole('region', { name: 'Habitaciones' })).toHaveTextContent(/101 Doble · 01-12-2026 al 04-12-2026 · 2 pax · 150\.000 CLP/);
    expect(within(vista).getByRole('region', { name: 'Cargos' })).toHaveTextContent('Agua mineral × 3 · 4.500 CLP');
    expect(within(vista).getByRole('region', { name: 'Pagos' })).toHaveTextContent('Abono · 100.000 CLP');
    expect(hotel.api.apiCalls('GET').map((c) => c.url)).toContain('/api/calendario/reserva-movil/12');
    expect(hotel.api.apiCalls('GET').map((c) => c.url)).not.toContain('/api/ReservasB/12');
  });
});

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
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as ReservaBody;
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

  it("step 1's stay carries the rooms that shared it, measured from the last stay when the field was emptied", async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    const checkIn = within(wizard).getByRole('textbox', { name: /^Check-In/ });
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
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as ReservaBody;
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
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as ReservaBody;
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

describe('the wizard for a read-only user', () => {
  it('does not open from its address for a Consulta user: the address is cleared and the read-only note shown', async () => {
    const hotel = installFakeHotel([]);
    window.history.replaceState(null, '', '/reservas/listado?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    session.establecer({ hotel_id: HOTEL_ID, user_id: USUARIO_PRUEBA.Id, config: CONFIG, usuario: { ...USUARIO_PRUEBA, TipoUsuario: 'CO' } });
    renderConPortal(<ReservaDialogos hotelId={HOTEL_ID} />);
    expect(await toastCon('Solo lectura: su tipo de usuario no permite cambios aquí.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Nueva reserva' })).not.toBeInTheDocument();
    expect(hotel.api.calls.some((c) => c.url === '/api/ReservasB/GetReservaNuevo')).toBe(false);
  });
});
