import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@recepcion/session';
import { MENSAJE_SOLO_LECTURA } from '@recepcion/ui';
import { installFakeHotel, LISTAS, reservaDePrueba } from '../../../../test/reserva/fake-hotel';
import { limpiar, MOVIL, renderDialogos } from '../../../../test/reserva/render-dialogos';
import type { ReservaBody } from '../comun/tipos';

afterEach(() => {
  jest.useRealTimers();
  limpiar();
});

/** Today is `iso` for the code under test (only Date is faked: timers stay real for userEvent). */
function hoyEs(iso: string) {
  jest.useFakeTimers({
    now: new Date(`${iso}T12:00:00`),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
  });
}

const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });
const abono = { Id: 1, Fecha: '2026-12-01', ClienteId: null, ClienteNombre: null, Concepto: 'Abono', Valor: 100000, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', FormaPagoId: 1, HabitacionId: 11, HabitacionNombre: '101', DocumentoVentaId: null };

/** Opens the guests' dialog and adds Bruno Díaz to the reservation's only room (not saved yet). */
async function anadirBruno(user: ReturnType<typeof userEvent.setup>, acciones: HTMLElement) {
  await user.click(within(acciones).getByRole('button', { name: 'Editar pasajeros' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Pasajeros' });
  const pasajeros = await within(dialogo).findByRole('region', { name: 'Pasajeros de la reserva' });
  await user.type(within(pasajeros).getByRole('combobox', { name: 'Pasajero' }), 'Bru');
  await user.click(await screen.findByRole('option', { name: 'Bruno Díaz' }));
  await user.click(within(pasajeros).getByRole('button', { name: 'Añadir' }));
  return { dialogo, pasajeros };
}

async function abrirVista() {
  renderDialogos('/reservas/calendario?reserva=12', { userAgent: MOVIL });
  const vista = await screen.findByRole('dialog', { name: 'Reserva 12' });
  await within(vista).findByRole('region', { name: 'General' });
  return { vista, acciones: within(vista).getByRole('region', { name: 'Acciones de recepción' }) };
}

describe('the front desk on a phone', () => {
  it('checks in and then out through the shared status flow, and the view shows the new status', async () => {
    hoyEs('2026-12-04');
    const user = userEvent.setup();
    const hotel = installFakeHotel([reservaDePrueba({ Saldos: [{ MonedaId: 'CLP', Cargo: 150000, Ingreso: 150000, Saldo: 0 }] })]);
    const { vista, acciones } = await abrirVista();
    await user.click(within(acciones).getByRole('button', { name: 'Check-IN' }));
    await waitFor(() => expect(within(vista).getByRole('region', { name: 'General' })).toHaveTextContent(/Estado\s*Check-IN/));
    expect(hotel.api.calls.filter((c) => c.url === '/api/calendario/CheckIn/12')).toHaveLength(1);
    expect(within(acciones).getByRole('button', { name: 'Check-IN' })).toBeDisabled();

    await user.click(within(acciones).getByRole('button', { name: 'Check-OUT' }));
    await waitFor(() => expect(within(vista).getByRole('region', { name: 'General' })).toHaveTextContent(/Estado\s*Check-OUT/));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
  });

  it('registers a payment with the edit modal dialog: the whole reservation is saved with it, and the view lists it', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([reservaDePrueba({ Ingresos: [abono] })]);
    const { vista, acciones } = await abrirVista();
    await user.click(within(acciones).getByRole('button', { name: 'Registrar pago' }));
    const pago = await screen.findByRole('dialog', { name: 'Agregar pago' });
    await user.click(within(pago).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Ingrese el Concepto')).toBeInTheDocument();
    await user.type(within(pago).getByRole('textbox', { name: /Concepto/ }), 'Saldo al llegar');
    await user.type(within(pago).getByRole('textbox', { name: /Valor/ }), '50000');
    await user.selectOptions(within(pago).getByRole('combobox', { name: /Forma de pago/ }), 'Credito');
    await user.click(within(pago).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar pago' })).not.toBeInTheDocument());
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const [put] = hotel.puts();
    const body = put.body as ReservaBody;
    expect(put.url).toBe('/api/ReservasB/12');
    expect(body).toMatchObject({ Version: 3, ClienteId: 40, MonedaId: 'CLP', Habitaciones: [expect.objectContaining({ Id: 1, HabitacionId: 11 })] });
    expect(body.Ingresos).toEqual([
      expect.objectContaining({ Id: 1, Concepto: 'Abono', Valor: 100000 }),
      expect.objectContaining({ Concepto: 'Saldo al llegar', Valor: 50000, MonedaId: 'CLP', FormaPagoId: 2, HabitacionId: 11, ClienteId: null }),
    ]);
    await waitFor(() => expect(within(vista).getByRole('region', { name: 'Pagos' })).toHaveTextContent('Saldo al llegar · 50.000 CLP'));
  });

  it('tells where charges are added when the hotel has none yet (a new hotel)', async () => {
    const user = userEvent.setup();
    installFakeHotel();
    const cargosDelHotel = LISTAS.Cargos.splice(0);
    try {
      const { acciones } = await abrirVista();
      await user.click(within(acciones).getByRole('button', { name: 'Agregar cargo' }));
      const cargo = await screen.findByRole('dialog', { name: 'Agregar cargo' });
      expect(await within(cargo).findByText('El hotel aún no tiene cargos: un administrador los agrega en Configuración › Cargos.')).toBeInTheDocument();
      expect(within(cargo).getByRole('combobox', { name: /Cargo/ })).toHaveAccessibleDescription(/aún no tiene cargos/);
    } finally {
      LISTAS.Cargos.push(...cargosDelHotel);
    }
  });

  it('adds a charge with the edit modal dialog: the whole reservation is saved with it, and the view lists it', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    hotel.precios.set('7:5', 1500);
    const { vista, acciones } = await abrirVista();
    await user.click(within(acciones).getByRole('button', { name: 'Agregar cargo' }));
    const cargo = await screen.findByRole('dialog', { name: 'Agregar cargo' });
    await user.click(within(cargo).getByRole('button', { name: 'Aceptar' }));
    expect(await toastCon('Seleccione un cargo')).toBeInTheDocument();
    await user.selectOptions(within(cargo).getByRole('combobox', { name: /Cargo/ }), 'Agua mineral');
    await waitFor(() => expect(within(cargo).getByRole('textbox', { name: /^Precio/ })).toHaveValue('1.500'));
    await user.clear(within(cargo).getByRole('textbox', { name: /Cantidad/ }));
    await user.type(within(cargo).getByRole('textbox', { name: /Cantidad/ }), '2');
    await user.click(within(cargo).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar cargo' })).not.toBeInTheDocument());
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const [put] = hotel.puts();
    expect(put.url).toBe('/api/ReservasB/12');
    expect((put.body as ReservaBody).Cargos).toEqual([expect.objectContaining({ CargoId: 5, Precio: 1500, Cantidad: 2, MonedaId: 'CLP', HabitacionId: 11 })]);
    await waitFor(() => expect(within(vista).getByRole('region', { name: 'Cargos' })).toHaveTextContent('Agua mineral × 2 · 3.000 CLP'));
  });

  it('edits the guests with the edit modal tab: the whole reservation is saved with them, and the view lists them', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    const { vista, acciones } = await abrirVista();
    const { dialogo, pasajeros } = await anadirBruno(user, acciones);
    expect(within(pasajeros).getByRole('table', { name: 'Pasajeros' })).toHaveTextContent(/101.*Bruno Díaz/);
    expect(hotel.puts()).toHaveLength(0);

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pasajeros' })).not.toBeInTheDocument());
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const [put] = hotel.puts();
    expect(put.url).toBe('/api/ReservasB/12');
    expect((put.body as ReservaBody).Pasajeros).toEqual([expect.objectContaining({ PasajeroId: expect.any(Number), HabitacionId: 11 })]);
    await waitFor(() => expect(within(vista).getByRole('region', { name: 'Pasajeros' })).toHaveTextContent('Bruno Díaz · habitación 101'));
  });

  it('leaves the guests as they were when their dialog is cancelled', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    const { vista, acciones } = await abrirVista();
    const { dialogo } = await anadirBruno(user, acciones);
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Pasajeros' })).not.toBeInTheDocument();
    expect(hotel.puts()).toHaveLength(0);
    expect(within(vista).getByRole('region', { name: 'Pasajeros' })).toHaveTextContent('Sin pasajeros.');
  });

  it('a refused payment keeps the dialog and says why', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    hotel.conflicto = true;
    const { acciones } = await abrirVista();
    await user.click(within(acciones).getByRole('button', { name: 'Registrar pago' }));
    const pago = await screen.findByRole('dialog', { name: 'Agregar pago' });
    await user.type(within(pago).getByRole('textbox', { name: /Concepto/ }), 'Abono');
    await user.type(within(pago).getByRole('textbox', { name: /Valor/ }), '1000');
    await user.click(within(pago).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Agregar pago' })).toBeInTheDocument();
    expect(within(pago).getByRole('textbox', { name: /Concepto/ })).toHaveValue('Abono');
    expect(document.querySelector('.rc-toast')).not.toBeNull();
  });

  it('a cancelled reservation takes no action: the buttons are off and say why', async () => {
    installFakeHotel([reservaDePrueba({ EstadoId: 4, EstadoNombre: 'Anulado' })]);
    const { acciones } = await abrirVista();
    for (const nombre of ['Check-IN', 'Check-OUT', 'Registrar pago', 'Agregar cargo', 'Editar pasajeros']) {
      expect(within(acciones).getByRole('button', { name: nombre })).toBeDisabled();
      expect(within(acciones).getByRole('button', { name: nombre })).toHaveAccessibleDescription('La reserva está anulada');
    }
  });

  it('lists the guests with their rooms, and says when there are none', async () => {
    installFakeHotel([reservaDePrueba({ Pasajeros: [{ Id: 1, PasajeroId: 7, PasajeroNombre: 'Ana Rojas', HabitacionId: 11, HabitacionNombre: '101', IDDetalleVenta: null, sysEntrada: null, sysSalida: null }] })]);
    const { vista } = await abrirVista();
    expect(within(vista).getByRole('region', { name: 'Pasajeros' })).toHaveTextContent('Ana Rojas · habitación 101');
    limpiar();
    installFakeHotel();
    const otra = await abrirVista();
    expect(within(otra.vista).getByRole('region', { name: 'Pasajeros' })).toHaveTextContent('Sin pasajeros.');
  });

  it('shows the history when opened, newest first, and reads it only then', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    const { vista } = await abrirVista();
    const historial = within(vista).getByRole('region', { name: 'Historial' });
    expect(within(historial).queryByRole('list', { name: 'Historial de la reserva' })).not.toBeInTheDocument();
    expect(hotel.api.calls.filter((c) => c.url === '/api/ReservasB/12/Historial')).toHaveLength(0);

    await user.click(within(historial).getByText('Historial'));
    const lista = await within(historial).findByRole('list', { name: 'Historial de la reserva' });
    const eventos = within(lista).getAllByRole('listitem');
    expect(eventos[0]).toHaveTextContent('Estado: Sin confirmar → Confirmado');
    expect(eventos[0]).toHaveTextContent(/^\d{2}-11-2026 \d{2}:\d{2}/);
    expect(eventos[1]).toHaveTextContent('Reserva creada para Ana Rojas del 01-12-2026 al 04-12-2026 con 1 habitación(es)');
    expect(hotel.api.calls.filter((c) => c.url === '/api/ReservasB/12/Historial')).toHaveLength(1);
  });

  it('a read-only user gets the notice instead of the actions', async () => {
    installFakeHotel();
    renderDialogos('/reservas/calendario?reserva=12', { userAgent: MOVIL });
    const { hotelId, usuario, config } = session.get();
    if (!hotelId || !usuario || !config) throw new Error('Sin sesión');
    act(() => session.establecer({ hotel_id: hotelId, user_id: usuario.Id, config, usuario: { ...usuario, TipoUsuario: 'CO' } }));
    const vista = await screen.findByRole('dialog', { name: 'Reserva 12' });
    await within(vista).findByRole('region', { name: 'General' });
    expect(within(vista).getByRole('note')).toHaveTextContent(MENSAJE_SOLO_LECTURA);
    expect(within(vista).queryByRole('button', { name: 'Check-IN' })).not.toBeInTheDocument();
    expect(within(vista).queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();
    expect(within(vista).queryByRole('button', { name: 'Agregar cargo' })).not.toBeInTheDocument();
    expect(within(vista).queryByRole('button', { name: 'Editar pasajeros' })).not.toBeInTheDocument();
  });
});
