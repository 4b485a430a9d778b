import type { TramoNoches } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeHotel, reservaDePrueba } from '../../../../test/reserva/fake-hotel';
import { limpiar, renderDialogos } from '../../../../test/reserva/render-dialogos';
import type { ReservaBody } from './tipos';

afterEach(limpiar);

const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });

/** 29-11 → 02-12 in CLP: two low-season nights at 60.000 and one high-season night at 80.000. */
const NOCHES: TramoNoches[] = [
  { Desde: '2026-11-29', Hasta: '2026-12-01', Noches: 2, TemporadaId: 1, TemporadaNombre: 'Temporada baja', Precio: 60000 },
  { Desde: '2026-12-01', Hasta: '2026-12-02', Noches: 1, TemporadaId: 2, TemporadaNombre: 'Temporada alta', Precio: 80000 },
];

/** A saved reservation whose room 101 crosses the seasons (66.667 the average night, 200.000 the stay) and room 102 is at one price. */
const entreTemporadas = () => {
  const base = reservaDePrueba();
  const linea = base.Habitaciones[0];
  return reservaDePrueba({
    CheckIn: '2026-11-29',
    CheckOut: '2026-12-02',
    Total: 320000,
    Habitaciones: [
      { ...linea, CheckIn: '2026-11-29', CheckOut: '2026-12-02', AlojamientoPrecioUnitario: 66667, AlojamientoTotal: 200000, AlojamientoNoches: NOCHES, Base: 168067, Impuesto: 31933, Total: 200000 },
      { ...linea, Id: 2, HabitacionId: 12, HabitacionNombre: '102', CheckIn: '2026-11-29', CheckOut: '2026-12-02', AlojamientoPrecioUnitario: 40000, AlojamientoTotal: 120000, Base: 100840, Impuesto: 19160, Total: 120000 },
    ],
    Saldos: [{ MonedaId: 'CLP', Cargo: 320000, Ingreso: 0, Saldo: 320000 }],
  });
};

describe('the account statement of a stay across seasons', () => {
  it('shows the room’s nights per season and price under its row, on screen and on paper; a room at one price shows none', async () => {
    installFakeHotel([entreTemporadas()]);
    renderDialogos('/reservas/calendario?estado-cuenta=12');
    const dialogo = await screen.findByRole('dialog', { name: 'Estado de cuenta' });
    const documento = await within(dialogo).findByRole('article', { name: 'Estado de cuenta de la reserva 12' });
    const clp = within(documento).getByRole('region', { name: 'Moneda CLP' });
    expect(within(clp).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'FechaConceptoA cargo deTotal',
      '29-11-2026Alojamiento Doble del 29-11-2026 al 02-12-2026 (3 noches)2 noches × 60.000 (Temporada baja)1 noche × 80.000 (Temporada alta)Habitación 101200.000',
      '29-11-2026Alojamiento Doble del 29-11-2026 al 02-12-2026 (3 noches)Habitación 102120.000',
      'Total Habitaciones CLP320.000',
      'Total Cargos CLP0',
      'Total Pagos CLP0',
      'Saldo CLP320.000',
    ]);
    // One group of nights to a line.
    const fila = within(clp).getAllByRole('row')[1];
    expect([...fila.querySelectorAll('.rs-noches__grupo')].map((g) => g.textContent)).toEqual(['2 noches × 60.000 (Temporada baja)', '1 noche × 80.000 (Temporada alta)']);
    // The copy that prints carries them too.
    const papel = document.querySelector('.rs-impresion');
    expect(papel).toHaveTextContent('2 noches × 60.000 (Temporada baja)1 noche × 80.000 (Temporada alta)Habitación 101200.000');
  });

  it('the reservation’s Cuenta tab shows them too', async () => {
    const user = userEvent.setup();
    installFakeHotel([entreTemporadas()]);
    renderDialogos('/reservas/calendario?reserva=12');
    await user.click(await screen.findByRole('tab', { name: 'Cuenta' }));
    const cuenta = screen.getByRole('table', { name: 'Cuenta en CLP' });
    expect(within(cuenta).getAllByRole('row')[1]).toHaveTextContent(
      // (The type and who pays are also under the concept, shown there on a phone only.)
      /\(3 noches\)\s*2 noches × 60\.000 \(Temporada baja\)\s*1 noche × 80\.000 \(Temporada alta\)\s*Habitación · Habitación 101\s*Habitación 101\s*200\.000/,
    );
    expect(cuenta).toHaveTextContent(/Saldo CLP\s*320\.000/);
  });
});

describe('the wizard’s price for a stay across seasons', () => {
  it('totals the sum of the nights (200.000, not 66.667 × 3), shows them under the price and sends them; a typed price prices every night alike', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([]);
    hotel.precios.set('6:1', { HasValue: true, Value: 66667, Total: 200000, DetalleNoches: NOCHES, ResumenNoches: '2 noches Temporada baja × 60.000, 1 noche Temporada alta × 80.000' });
    renderDialogos('/reservas/calendario?nueva-reserva=1&desde=2026-11-29&hasta=2026-12-02&habitaciones=11');
    const wizard = await screen.findByRole('dialog', { name: 'Nueva reserva' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: /^Check-In/ })).toHaveValue('29-11-2026'));
    await user.type(within(wizard).getByRole('combobox', { name: /Cliente/ }), 'Car');
    await user.click(await screen.findByRole('option', { name: 'Carla Muñoz' }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));

    const precio = await within(wizard).findByRole('textbox', { name: 'Precio por noche habitación 101' });
    await waitFor(() => expect(precio).toHaveValue('66.667'));
    expect(precio).toHaveAccessibleDescription('2 noches × 60.000 (Temporada baja) 1 noche × 80.000 (Temporada alta)');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('200.000');

    // A price typed by hand is every night's: the nights no longer show, the total is price × nights.
    await user.clear(precio);
    await user.type(precio, '70000');
    expect(precio).not.toHaveAccessibleDescription(/Temporada/);
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('210.000');
    // Back to the proposed price: its nights explain it again.
    await user.clear(precio);
    await user.type(precio, '66667');
    expect(within(wizard).getByLabelText('Total habitación 101')).toHaveTextContent('200.000');

    await user.click(within(wizard).getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const creada = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/ReservasB')?.body as ReservaBody;
    expect(creada.Habitaciones).toEqual([expect.objectContaining({ HabitacionId: 11, AlojamientoPrecioUnitario: 66667, AlojamientoNoches: NOCHES })]);
  });
});

describe('a saved line priced night by night, in the reservation', () => {
  it('the line dialog shows its nights and their sum; saving the reservation sends them back with the line', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([entreTemporadas()]);
    renderDialogos('/reservas/calendario?reserva=12&pestana=Habitaciones');
    const grid = await screen.findByRole('grid', { name: 'Habitaciones' });
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent(/101.*200\.000/);
    await user.click(within(grid).getAllByRole('row')[1]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const linea = await screen.findByRole('dialog', { name: 'Habitación 101' });
    const precio = within(linea).getByRole('textbox', { name: /Precio unitario alojamiento/ });
    expect(precio).toHaveValue('66.667');
    expect(precio).toHaveAccessibleDescription('2 noches × 60.000 (Temporada baja) 1 noche × 80.000 (Temporada alta)');
    expect(within(linea).getByRole('textbox', { name: /^Total/ })).toHaveValue('200.000');
    await user.click(within(linea).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Habitación 101' })).not.toBeInTheDocument());
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent(/101.*200\.000/);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await toastCon('Guardado con éxito')).toBeInTheDocument();
    const enviada = hotel.puts().at(-1)?.body as ReservaBody;
    expect(enviada.Habitaciones[0]).toMatchObject({ AlojamientoPrecioUnitario: 66667, AlojamientoNoches: NOCHES });
    expect(enviada.Habitaciones[1]).toMatchObject({ AlojamientoPrecioUnitario: 40000, AlojamientoNoches: null });
  });
});
