import type { CifrasReservas, LineaDeLaNoche } from '@recepcion/contracts';
import { ingresoDeLaNoche } from '@recepcion/domain';
import { calcularCifras } from './cifras-cierre';

const linea = (cambios: Partial<LineaDeLaNoche> = {}): LineaDeLaNoche => ({
  reservaId: 1,
  habitacionId: 1,
  monedaId: 'CLP',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  alojamientoPrecioUnitario: 40000,
  alojamientoTotal: 120000,
  alojamientoNoches: null,
  regimenPrecioUnitario: null,
  regimenTotal: 0,
  regimenNoches: null,
  ...cambios,
});

const tramo = (Desde: string, Hasta: string, Noches: number, Precio: number) => ({ Desde, Hasta, Noches, TemporadaId: 1, TemporadaNombre: 'T', Precio });

describe('a sold room’s revenue of one night', () => {
  it('is the unit price when the line has no nights per season', () => {
    expect(ingresoDeLaNoche(linea(), '2026-12-02')).toBe(40000);
  });

  it('is the season’s night price when the line’s nights per season cover it', () => {
    const l = linea({ alojamientoPrecioUnitario: 66667, alojamientoTotal: 200000, alojamientoNoches: [tramo('2026-12-01', '2026-12-03', 2, 60000), tramo('2026-12-03', '2026-12-04', 1, 80000)] });
    expect(ingresoDeLaNoche(l, '2026-12-01')).toBe(60000);
    expect(ingresoDeLaNoche(l, '2026-12-03')).toBe(80000);
  });

  it('adds the meal plan’s night and carries a per-person total (2 guests)', () => {
    const l = linea({ alojamientoTotal: 240000, regimenPrecioUnitario: 5000, regimenTotal: 15000 });
    expect(ingresoDeLaNoche(l, '2026-12-02')).toBe(85000);
  });
});

describe('the day’s figures', () => {
  const reservas: CifrasReservas = {
    lineas: [linea(), linea({ reservaId: 2, habitacionId: 2, alojamientoPrecioUnitario: 50000, alojamientoTotal: 150000 }), linea({ reservaId: 3, habitacionId: 3, monedaId: 'USD', alojamientoPrecioUnitario: 100.5, alojamientoTotal: 301.5 })],
    fueraDeServicio: 1,
    cargos: [{ monedaId: 'CLP', total: 12345.4, cantidad: 2 }],
    pagos: [
      { monedaId: 'CLP', formaPagoId: 1, total: 30000, cantidad: 1 },
      { monedaId: 'CLP', formaPagoId: 9, total: 10000, cantidad: 2 },
      { monedaId: 'USD', formaPagoId: 1, total: 20.005, cantidad: 1 },
    ],
    llegadas: 2,
    salidas: 1,
    noPresentados: 1,
    anulaciones: 3,
  };
  const cifras = calcularCifras('2026-12-02', reservas, { habitaciones: 7, conCentavos: (m) => m !== 'CLP', nombreFormaPago: (id) => (id === 1 ? 'Contado' : 'Tarjeta') });

  it('counts sellable rooms without those out of order, and occupancy as sold ÷ sellable', () => {
    expect(cifras).toMatchObject({ Habitaciones: 7, FueraDeServicio: 1, HabitacionesVendibles: 6, HabitacionesVendidas: 3, Ocupacion: 50 });
  });

  it('gives revenue, ADR and RevPAR per currency, rounded for the currency', () => {
    expect(cifras.IngresoHabitaciones).toEqual([
      { MonedaId: 'CLP', Ingreso: 90000, ADR: 45000, RevPAR: 15000 },
      { MonedaId: 'USD', Ingreso: 100.5, ADR: 100.5, RevPAR: 16.75 },
    ]);
  });

  it('sums charges and payments per currency and payment form', () => {
    expect(cifras.Cargos).toEqual([{ MonedaId: 'CLP', Total: 12345, Cantidad: 2 }]);
    expect(cifras.Pagos).toEqual([
      { MonedaId: 'CLP', Total: 40000, Cantidad: 3 },
      { MonedaId: 'USD', Total: 20.01, Cantidad: 1 },
    ]);
    expect(cifras.PagosPorFormaPago.map((p) => [p.MonedaId, p.FormaPagoNombre, p.Total])).toEqual([
      ['CLP', 'Contado', 30000],
      ['CLP', 'Tarjeta', 10000],
      ['USD', 'Contado', 20.01],
    ]);
    expect(cifras).toMatchObject({ Llegadas: 2, Salidas: 1, NoPresentados: 1, Anulaciones: 3 });
  });
});
