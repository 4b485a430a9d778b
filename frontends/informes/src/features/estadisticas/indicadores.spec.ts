import type { FilaEstadistica } from '@recepcion/contracts';
import { monedasDe, pivotarEstadisticas, resumirEstadisticas } from './indicadores';

const fila = (Fecha: string, IDMoneda: string, o: Partial<FilaEstadistica> = {}): FilaEstadistica => ({
  Fecha,
  IDMoneda,
  Ocupacion: 0,
  OcupacionMoneda: 0,
  Nacionales: 0,
  Extranjeros: 0,
  Huespedes: 0,
  Habitacion: 0,
  Cargo: 0,
  Total: 0,
  HabitacionesDisponibles: 10,
  ...o,
});

describe('the statistics as managers read them', () => {
  it('puts the currencies of a day side by side, with occupancy %, ADR over each currency\'s own rooms and RevPAR', () => {
    // Four rooms sold: three in pesos at 50.000, one in dollars at 100.
    const { monedas, periodos } = pivotarEstadisticas([
      fila('2026-11-02', 'CLP', { Ocupacion: 4, OcupacionMoneda: 3, Habitacion: 150000, Cargo: 5000, Total: 155000 }),
      fila('2026-11-01', 'CLP', { Ocupacion: 0 }),
      fila('2026-11-02', 'USD', { Ocupacion: 4, OcupacionMoneda: 1, Habitacion: 100, Total: 100 }),
      fila('2026-11-01', 'USD'),
    ]);
    expect(monedas).toEqual(['CLP', 'USD']);
    expect(periodos.map((p) => p.Fecha)).toEqual(['2026-11-01', '2026-11-02']);
    expect(periodos[1]).toMatchObject({ Ocupacion: 4, PorcentajeOcupacion: 40, Habitacion_CLP: 150000, Cargo_CLP: 5000, Total_CLP: 155000, ADR_CLP: 50000, RevPAR_CLP: 15000, ADR_USD: 100, RevPAR_USD: 10 });
    // No room sold: no average rate; RevPAR is zero.
    expect(periodos[0]).toMatchObject({ PorcentajeOcupacion: 0, ADR_CLP: null, RevPAR_CLP: 0 });
  });

  it('reads at most 4 currencies, in the order the server sends them', () => {
    const filas = ['CLP', 'USD', 'EUR', 'ARS', 'BRL'].map((m) => fila('2026-11-01', m, { Total: 1 }));
    expect(monedasDe(filas)).toEqual(['CLP', 'USD', 'EUR', 'ARS']);
    expect(Object.keys(pivotarEstadisticas(filas).periodos[0]).some((k) => k.endsWith('_BRL'))).toBe(false);
  });

  it('a hotel without rooms has no occupancy % (rather than dividing by zero)', () => {
    const { periodos, monedas } = pivotarEstadisticas([fila('2026-11-01', 'CLP', { HabitacionesDisponibles: 0 })]);
    expect(periodos[0].PorcentajeOcupacion).toBeNull();
    expect(resumirEstadisticas(periodos, monedas)).toMatchObject({ porcentajeOcupacion: null, monedas: [{ moneda: 'CLP', adr: null, revpar: null }] });
  });

  it('sums the period: occupancy over every room-night on sale, each currency\'s ADR over the rooms sold in it', () => {
    const { periodos, monedas } = pivotarEstadisticas([
      fila('2026-11-01', 'CLP', { Ocupacion: 5, OcupacionMoneda: 4, Habitacion: 200000, Total: 200000 }),
      fila('2026-11-01', 'USD', { Ocupacion: 5, OcupacionMoneda: 1, Habitacion: 55, Total: 55 }),
      fila('2026-11-02', 'CLP', { Ocupacion: 3, OcupacionMoneda: 3, Habitacion: 90000, Cargo: 10000, Total: 100000 }),
    ]);
    expect(resumirEstadisticas(periodos, monedas)).toEqual({
      ocupacion: 8,
      disponibles: 20,
      porcentajeOcupacion: 40,
      huespedes: 0,
      monedas: [
        { moneda: 'CLP', habitacion: 290000, cargo: 10000, total: 300000, adr: 290000 / 7, revpar: 14500 },
        { moneda: 'USD', habitacion: 55, cargo: 0, total: 55, adr: 55, revpar: 2.75 },
      ],
    });
  });
});
