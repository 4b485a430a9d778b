import fc from 'fast-check';
import { estadiasSeSolapan, fechasDeLasLineas, precioUnitarioDesdeTotal, sumarDias, totalesLinea } from './linea-habitacion';

const linea = { checkIn: '2026-12-01', checkOut: '2026-12-04', cantidadPasajeros: 2, alojamientoPrecioUnitario: 50000, regimenPrecioUnitario: 8000 };
const iva19 = { porcentaje: 19, incluido: true };

describe('room line totals', () => {
  it('per room: unit × nights; meal plan per person: unit × nights × guests', () => {
    expect(totalesLinea(linea, { habitacion: false, regimen: true }, iva19, false)).toEqual({
      noches: 3,
      alojamientoTotal: 150000,
      regimenTotal: 48000,
      total: 198000,
      base: 166387,
      impuesto: 31613,
    });
  });

  it('adds the tax when prices do not include it', () => {
    const t = totalesLinea({ ...linea, regimenPrecioUnitario: null, alojamientoPrecioUnitario: 100 }, { habitacion: false, regimen: false }, { porcentaje: 19, incluido: false });
    expect(t).toMatchObject({ alojamientoTotal: 300, regimenTotal: 0, base: 300, impuesto: 57, total: 357 });
  });

  it('editing the total recomputes the unit price (÷ nights, ÷ guests if per person)', () => {
    expect(precioUnitarioDesdeTotal(150000, linea, false, false)).toBe(50000);
    expect(precioUnitarioDesdeTotal(300, linea, true)).toBe(50);
  });

  it('base + tax is always the total, and totals never go negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        fc.boolean(),
        (precio, regimen, n, pax, p, incluido, centavos) => {
          const t = totalesLinea(
            { checkIn: '2027-01-01', checkOut: sumarDias('2027-01-01', n), cantidadPasajeros: pax, alojamientoPrecioUnitario: precio / 100, regimenPrecioUnitario: regimen / 100 },
            { habitacion: true, regimen: true },
            { porcentaje: p, incluido },
            centavos,
          );
          expect(t.noches).toBe(n);
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(Math.abs(t.base + t.impuesto - t.total)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('stays', () => {
  it('overlap only when they share a night; a stay may start on the previous check-out day', () => {
    expect(estadiasSeSolapan({ checkIn: '2026-12-01', checkOut: '2026-12-04' }, { checkIn: '2026-12-04', checkOut: '2026-12-06' })).toBe(false);
    expect(estadiasSeSolapan({ checkIn: '2026-12-01', checkOut: '2026-12-04' }, { checkIn: '2026-12-03', checkOut: '2026-12-06' })).toBe(true);
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a reservation’s dates from its stays', () => {
  it('runs from the first check-in to the last check-out of its lines', () => {
    expect(
      fechasDeLasLineas([
        { CheckIn: '2027-01-03', CheckOut: '2027-01-05' },
        { CheckIn: '2027-01-01', CheckOut: '2027-01-04' },
      ]),
    ).toEqual({ CheckIn: '2027-01-01', CheckOut: '2027-01-05' });
    expect(fechasDeLasLineas([])).toBeNull();
  });
});
