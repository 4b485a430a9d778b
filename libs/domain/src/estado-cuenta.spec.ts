import { calcularEstadoCuenta, type ReservaParaCuenta } from './estado-cuenta';

const reserva: ReservaParaCuenta = {
  MonedaId: 'CLP',
  Habitaciones: [
    { HabitacionNombre: '102', TipoHabitacionNombre: 'Suite', CheckIn: '2026-12-02', CheckOut: '2026-12-03', Total: 80000 },
    { HabitacionNombre: '101', TipoHabitacionNombre: 'Doble', CheckIn: '2026-12-01', CheckOut: '2026-12-04', Total: 150000 },
  ],
  Cargos: [
    { Fecha: '2026-12-03', CargoNombre: 'Agua mineral', Cantidad: 3, Total: 4500, MonedaId: 'CLP', HabitacionNombre: '101' },
    { Fecha: '2026-12-02', CargoNombre: 'Tour', Cantidad: 1, Total: 10.555, MonedaId: 'USD', ClienteNombre: 'Ana Rojas' },
    { Fecha: '2026-12-02', CargoNombre: 'Vino', Cantidad: 1, Total: 20.2, MonedaId: 'USD', HabitacionNombre: '102', Comentario: ' Cortesía de bienvenida ' },
  ],
  Ingresos: [
    { Fecha: '2026-12-01', Concepto: 'Abono', Valor: 100000.4, MonedaId: 'CLP', HabitacionNombre: '101' },
    { Fecha: '2026-12-04', Concepto: 'Pago tour', Valor: 10, MonedaId: 'USD', ClienteNombre: 'Ana Rojas' },
  ],
};

const centavos = (moneda: string) => moneda !== 'CLP';

describe('the account statement', () => {
  const cuenta = calcularEstadoCuenta(reserva, centavos);

  it('has one row per room, charge and payment: rooms by check-in, then charges, then payments as negatives', () => {
    expect(cuenta.filas.map((f) => [f.tipo, f.Fecha, f.Total, f.Moneda])).toEqual([
      ['h', '2026-12-01', 150000, 'CLP'],
      ['h', '2026-12-02', 80000, 'CLP'],
      ['c', '2026-12-02', 10.56, 'USD'],
      ['c', '2026-12-02', 20.2, 'USD'],
      ['c', '2026-12-03', 4500, 'CLP'],
      ['i', '2026-12-01', -100000, 'CLP'],
      ['i', '2026-12-04', -10, 'USD'],
    ]);
  });

  it('says what each row is and who it is on', () => {
    expect(cuenta.filas[0]).toEqual({
      Fecha: '2026-12-01',
      Concepto: 'Alojamiento Doble del 01-12-2026 al 04-12-2026 (3 noches)',
      Total: 150000,
      Moneda: 'CLP',
      ACargo: 'Habitación 101',
      tipo: 'h',
    });
    expect(cuenta.filas[1].Concepto).toBe('Alojamiento Suite del 02-12-2026 al 03-12-2026 (1 noche)');
    expect(cuenta.filas[2]).toMatchObject({ Concepto: 'Tour', ACargo: 'Ana Rojas' });
    expect(cuenta.filas[4]).toMatchObject({ Concepto: 'Agua mineral × 3', ACargo: 'Habitación 101' });
    // A charge's comment (a discount's reason) goes with its name.
    expect(cuenta.filas.find((f) => f.Concepto.startsWith('Vino'))?.Concepto).toBe('Vino (Cortesía de bienvenida)');
    expect(cuenta.filas[5]).toMatchObject({ Concepto: 'Abono', ACargo: 'Habitación 101' });
  });

  it('totals per currency, the reservation currency first; whole units without cents', () => {
    expect(cuenta.monedas.map(({ filas, ...t }) => ({ ...t, filas: filas.length }))).toEqual([
      { Moneda: 'CLP', habitaciones: 230000, cargos: 4500, ingresos: -100000, saldo: 134500, filas: 4 },
      { Moneda: 'USD', habitaciones: 0, cargos: 30.76, ingresos: -10, saldo: 20.76, filas: 3 },
    ]);
  });

  it('rounds 2 decimals per currency with cents', () => {
    const sumas = calcularEstadoCuenta(
      { MonedaId: 'USD', Habitaciones: [], Cargos: [0.1, 0.2].map((Total) => ({ Fecha: '2026-12-01', CargoNombre: 'X', Cantidad: 1, Total, MonedaId: 'USD' })), Ingresos: [] },
      centavos,
    );
    expect(sumas.monedas).toEqual([expect.objectContaining({ Moneda: 'USD', cargos: 0.3, saldo: 0.3 })]);
  });

  it('an empty reservation has no rows and no currencies', () => {
    expect(calcularEstadoCuenta({ MonedaId: 'CLP', Habitaciones: [], Cargos: [], Ingresos: [] })).toEqual({ filas: [], monedas: [] });
  });

  it('a payment larger than what is owed leaves a negative balance', () => {
    const c = calcularEstadoCuenta(
      { MonedaId: 'CLP', Habitaciones: [{ CheckIn: '2026-12-01', CheckOut: '2026-12-02', Total: 1000 }], Cargos: [], Ingresos: [{ Fecha: '2026-12-01', Concepto: 'Pago', Valor: 1500, MonedaId: 'CLP' }] },
      centavos,
    );
    expect(c.monedas[0]).toMatchObject({ habitaciones: 1000, ingresos: -1500, saldo: -500 });
  });
});

describe('a room line priced night by night across seasons', () => {
  const tramo = (Desde: string, Hasta: string, Noches: number, TemporadaId: number, TemporadaNombre: string, Precio: number) => ({ Desde, Hasta, Noches, TemporadaId, TemporadaNombre, Precio });
  const linea = {
    HabitacionNombre: '101',
    TipoHabitacionNombre: 'Doble',
    CheckIn: '2026-11-29',
    CheckOut: '2026-12-03',
    Total: 280000,
    AlojamientoNoches: [tramo('2026-11-29', '2026-12-01', 2, 1, 'Temporada baja', 60000), tramo('2026-12-01', '2026-12-02', 1, 2, 'Temporada alta', 80000), tramo('2026-12-02', '2026-12-03', 1, 1, 'Temporada baja', 60000)],
  };

  it('shows its nights grouped per season and price under its row; a line at one price shows none', () => {
    const cuenta = calcularEstadoCuenta({ MonedaId: 'CLP', Habitaciones: [linea, { ...linea, HabitacionNombre: '102', AlojamientoNoches: undefined }], Cargos: [], Ingresos: [] }, centavos);
    expect(cuenta.filas[0].Noches).toEqual([
      { Noches: 3, Precio: 60000, TemporadaId: 1, TemporadaNombre: 'Temporada baja' },
      { Noches: 1, Precio: 80000, TemporadaId: 2, TemporadaNombre: 'Temporada alta' },
    ]);
    expect(cuenta.filas[1]).not.toHaveProperty('Noches');
    expect(cuenta.monedas[0].habitaciones).toBe(560000);
  });
});
