import type { EventoReservaPublicado } from '@recepcion/contracts';
import { evolucionar, huespedesDe, nochesDe, type ReservaInforme, saldosDe } from './reserva-informe';

const general = { CheckIn: '2027-10-30', CheckOut: '2027-11-02', ClienteId: 7, MonedaId: 'CLP', ClienteNombre: 'Ana', NombreGrupo: null, CantidadPasajeros: 2, Comentario: null };
const linea = { Id: 1, HabitacionId: 11, TipoHabitacionId: 3, CheckIn: '2027-10-30', CheckOut: '2027-11-02', CantidadPasajero: 2, Total: 100 };

const dado = (...eventos: EventoReservaPublicado[]): ReservaInforme | null => eventos.reduce<ReservaInforme | null>((r, e) => evolucionar(r, 5, e), null);
const creada: EventoReservaPublicado = { type: 'ReservaCreada', data: { id: 5, hotelId: 1, estadoId: 1, general, habitaciones: [linea] } };

describe('a reservation as the reports see it', () => {
  it('spreads a line’s total over its nights, the last night taking the rounding rest', () => {
    expect(nochesDe(dado(creada)!).map((n) => [n.fecha, n.importe])).toEqual([
      ['2027-10-30', 33.33],
      ['2027-10-31', 33.33],
      ['2027-11-01', 33.34],
    ]);
  });

  it('gives each night of a stay priced across seasons its season’s share (tax and meal plan spread the same way)', () => {
    const temporadas = {
      ...linea,
      CheckIn: '2026-12-12',
      CheckOut: '2026-12-17',
      // 3 × 50.000 + 2 × 95.200 = 340.400, plus 5 breakfasts of 10.000, plus 19 % tax: 464.576.
      AlojamientoPrecioUnitario: 68080,
      AlojamientoTotal: 340400,
      AlojamientoNoches: [
        { Desde: '2026-12-12', Hasta: '2026-12-15', Noches: 3, TemporadaId: 1, TemporadaNombre: 'Baja', Precio: 50000 },
        { Desde: '2026-12-15', Hasta: '2026-12-17', Noches: 2, TemporadaId: 2, TemporadaNombre: 'Alta', Precio: 95200 },
      ],
      RegimenPrecioUnitario: 10000,
      RegimenTotal: 50000,
      Total: 464576,
    };
    const r = dado({ type: 'ReservaCreada', data: { id: 5, hotelId: 1, estadoId: 1, general, habitaciones: [temporadas] } })!;
    expect(nochesDe(r).map((n) => [n.fecha, n.importe])).toEqual([
      ['2026-12-12', 71400],
      ['2026-12-13', 71400],
      ['2026-12-14', 71400],
      ['2026-12-15', 125188],
      ['2026-12-16', 125188],
    ]);
    expect(nochesDe(r).reduce((s, n) => s + n.importe, 0)).toBe(464576);
  });

  it('counts a room without registered passengers as its guests under the client; with passengers, each one', () => {
    expect(huespedesDe(dado(creada)!)).toEqual([{ lineaId: 1, clienteId: 7, huespedes: 2, checkIn: '2027-10-30', checkOut: '2027-11-02' }]);
    const conPasajero = dado(creada, { type: 'PasajeroAgregado', data: { pasajero: { Id: 1, PasajeroId: 9, PasajeroNombre: 'Juan', HabitacionId: 11 } } })!;
    expect(huespedesDe(conPasajero)).toEqual([{ lineaId: 1, clienteId: 9, huespedes: 1, checkIn: '2027-10-30', checkOut: '2027-11-02' }]);
    expect(huespedesDe(evolucionar(conPasajero, 5, { type: 'PasajeroQuitado', data: { pasajeroId: 1 } })!)[0].clienteId).toBe(7);
  });

  it('keeps charges and payments per currency, as reservas computes the balance', () => {
    const r = dado(
      creada,
      { type: 'CargoAgregado', data: { cargo: { Id: 1, Fecha: '2027-10-31', Total: 50, MonedaId: 'USD' } } },
      { type: 'IngresoRegistrado', data: { ingreso: { Id: 1, Fecha: '2027-10-30', Valor: 40, MonedaId: 'CLP' } } },
      { type: 'IngresoModificado', data: { ingreso: { Id: 1, Fecha: '2027-10-30', Valor: 60, MonedaId: 'CLP' } } },
    )!;
    expect(saldosDe(r)).toEqual([
      { MonedaId: 'CLP', Cargo: 100, Ingreso: 60, Saldo: 40 },
      { MonedaId: 'USD', Cargo: 50, Ingreso: 0, Saldo: 50 },
    ]);
  });

  it('keeps only the published fields of reservas’ larger objects', () => {
    const lineaDeReservas = { ...linea, AlojamientoPrecioUnitario: 33, HabitacionNombre: '101' };
    expect(dado({ type: 'ReservaCreada', data: { id: 5, hotelId: 1, estadoId: 1, general, habitaciones: [lineaDeReservas] } })!.habitaciones[0]).toEqual(linea);
  });

  it('moves the reservation’s dates with a moved or resized stay, as the reservation itself does', () => {
    const segunda = { ...linea, Id: 2, HabitacionId: 12 };
    const dos: EventoReservaPublicado = { type: 'ReservaCreada', data: { id: 5, hotelId: 1, estadoId: 1, general, habitaciones: [linea, segunda] } };
    const movida = dado(dos, { type: 'ReservaTrasladada', data: { linea: { ...linea, CheckIn: '2027-11-05', CheckOut: '2027-11-08' } } })!;
    expect([movida.general.CheckIn, movida.general.CheckOut]).toEqual(['2027-10-30', '2027-11-08']);
    const acortada = dado(creada, { type: 'EstadiaRedimensionada', data: { linea: { ...linea, CheckOut: '2027-10-31' } } })!;
    expect([acortada.general.CheckIn, acortada.general.CheckOut]).toEqual(['2027-10-30', '2027-10-31']);
    expect(nochesDe(acortada).map((n) => n.fecha)).toEqual(['2027-10-30']);
  });

  it('ignores events of a stream it has not seen created', () => {
    expect(dado({ type: 'EstadoCambiado', data: { de: 1, a: 7 } })).toBeNull();
  });
});
