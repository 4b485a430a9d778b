import fc from 'fast-check';
import type { TramoNoches } from '@recepcion/contracts';
import { estadiasSeSolapan, fechasDeLasLineas, nochesQueExplican, precioPromedioDeNoches, precioUnitarioDesdeTotal, reubicarNoches, sumarDias, totalesLinea } from './linea-habitacion';

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

  it('rounds the line total once, on accommodation plus meal plan (spec section 9), not the two rounded parts', () => {
    // 10,005 + 10,005 = 20,01; rounded apart they would be 10,01 + 10,01 = 20,02.
    const t = totalesLinea({ ...linea, checkOut: '2026-12-02', cantidadPasajeros: 1, alojamientoPrecioUnitario: 10.005, regimenPrecioUnitario: 10.005 }, { habitacion: false, regimen: false }, { porcentaje: 0, incluido: true });
    expect(t).toMatchObject({ alojamientoTotal: 10.01, regimenTotal: 10.01, total: 20.01, base: 20.01, impuesto: 0 });
    // Per person, without cents: 3 × 333,5 = 1000,5 and 3 × 333,5 = 1000,5 make 2001, not 1001 + 1001.
    const sinCentavos = totalesLinea({ ...linea, checkOut: '2026-12-02', cantidadPasajeros: 3, alojamientoPrecioUnitario: 333.5, regimenPrecioUnitario: 333.5 }, { habitacion: true, regimen: true }, { porcentaje: 0, incluido: true }, false);
    expect(sinCentavos).toMatchObject({ alojamientoTotal: 1001, regimenTotal: 1001, total: 2001 });
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

/** 29-11 → 02-12: two nights of low season at 60.000 and one of high season at 80.000 (CLP, no cents). */
const baja = (Desde: string, Noches: number, Precio = 60000): TramoNoches => ({ Desde, Hasta: sumarDias(Desde, Noches), Noches, TemporadaId: 1, TemporadaNombre: 'Temporada baja', Precio });
const alta = (Desde: string, Noches: number, Precio = 80000): TramoNoches => ({ Desde, Hasta: sumarDias(Desde, Noches), Noches, TemporadaId: 2, TemporadaNombre: 'Temporada alta', Precio });
const noches3 = [baja('2026-11-29', 2), alta('2026-12-01', 1)];
const estadia = { checkIn: '2026-11-29', checkOut: '2026-12-02', cantidadPasajeros: 2, regimenPrecioUnitario: null };

describe('a stay priced night by night across seasons', () => {
  it('totals the sum of its nights, not the rounded average × nights (200.000, not 66.667 × 3 = 200.001)', () => {
    expect(precioPromedioDeNoches(noches3, false)).toBe(66667);
    const porNoche = totalesLinea({ ...estadia, alojamientoPrecioUnitario: 66667, alojamientoNoches: noches3 }, { habitacion: false, regimen: false }, iva19, false);
    expect(porNoche).toMatchObject({ noches: 3, alojamientoTotal: 200000, total: 200000 });
    expect(porNoche.base + porNoche.impuesto).toBe(200000);
    // Without the nights, the old rule: unit × nights.
    expect(totalesLinea({ ...estadia, alojamientoPrecioUnitario: 66667 }, { habitacion: false, regimen: false }, iva19, false).alojamientoTotal).toBe(200001);
  });

  it('with cents: 3 nights at 100, 100 and 100,01 total 300,01 (the unit price shown is 100,00)', () => {
    const noches = [baja('2026-11-29', 2, 100), alta('2026-12-01', 1, 100.01)];
    expect(precioPromedioDeNoches(noches)).toBe(100);
    expect(totalesLinea({ ...estadia, alojamientoPrecioUnitario: 100, alojamientoNoches: noches }, { habitacion: false, regimen: false }, iva19).alojamientoTotal).toBe(300.01);
  });

  it('per person: the sum of the nights × guests; the meal plan by its own nights', () => {
    const regimen = [baja('2026-11-29', 2, 5000), alta('2026-12-01', 1, 8000)];
    const t = totalesLinea(
      { ...estadia, alojamientoPrecioUnitario: 66667, alojamientoNoches: noches3, regimenPrecioUnitario: 6000, regimenNoches: regimen },
      { habitacion: true, regimen: true },
      iva19,
      false,
    );
    expect(t).toMatchObject({ alojamientoTotal: 400000, regimenTotal: 36000, total: 436000 });
  });

  it('the nights count only while they explain the unit price: a typed price or other dates price every night alike', () => {
    const fechas = { checkIn: '2026-11-29', checkOut: '2026-12-02' };
    expect(nochesQueExplican(noches3, fechas, 66667, false)).toEqual(noches3);
    expect(nochesQueExplican(noches3, fechas, 70000, false)).toBeNull();
    expect(nochesQueExplican(noches3, { ...fechas, checkOut: '2026-12-03' }, 66667, false)).toBeNull();
    expect(nochesQueExplican(noches3, { ...fechas, checkIn: '2026-11-28' }, 66667, false)).toBeNull();
    // A gap, a night without a price, a run whose dates do not add up, nothing at all.
    expect(nochesQueExplican([baja('2026-11-29', 1), alta('2026-12-01', 1)], { ...fechas, checkOut: '2026-12-02' }, 70000, false)).toBeNull();
    expect(nochesQueExplican([baja('2026-11-29', 2), { ...alta('2026-12-01', 1), Precio: null }], fechas, 60000, false)).toBeNull();
    expect(nochesQueExplican([{ ...baja('2026-11-29', 2), Noches: 3 }, alta('2026-12-01', 1)], fechas, 66667, false)).toBeNull();
    expect(nochesQueExplican(undefined, fechas, 66667, false)).toBeNull();
    expect(totalesLinea({ ...estadia, alojamientoPrecioUnitario: 70000, alojamientoNoches: noches3 }, { habitacion: false, regimen: false }, iva19, false).alojamientoTotal).toBe(210000);
  });

  it('is always the exact sum of its nights, whatever the prices and runs', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 9_999_999 })), { minLength: 1, maxLength: 6 }), fc.boolean(), (runs, centavos) => {
        let desde = '2027-03-01';
        const detalle = runs.map(([n, p], i) => {
          const t = { ...baja(desde, n, centavos ? p / 100 : p), TemporadaId: i };
          desde = t.Hasta;
          return t;
        });
        const suma = detalle.reduce((s, t) => s + (t.Precio ?? 0) * t.Noches, 0);
        const precio = precioPromedioDeNoches(detalle, centavos);
        const t = totalesLinea({ checkIn: '2027-03-01', checkOut: desde, cantidadPasajeros: 1, alojamientoPrecioUnitario: precio, regimenPrecioUnitario: null, alojamientoNoches: detalle }, { habitacion: false, regimen: false }, { porcentaje: 0, incluido: true }, centavos);
        expect(Math.abs(t.alojamientoTotal - suma)).toBeLessThan(0.001);
      }),
    );
  });

  it('a calendar move keeps each night’s price in order; a longer stay extends the nearest night’s; a shorter one keeps the nights left', () => {
    // Moved two days later: the same prices, same total.
    expect(reubicarNoches(noches3, '2026-12-01', '2026-12-04')).toEqual([
      { ...baja('2026-12-01', 2) },
      { ...alta('2026-12-03', 1) },
    ]);
    // Early check-out on 01-12: the two low-season nights.
    expect(reubicarNoches(noches3, '2026-11-29', '2026-12-01')).toEqual([baja('2026-11-29', 2)]);
    // One more night at each end.
    expect(reubicarNoches(noches3, '2026-11-28', '2026-12-03')).toEqual([baja('2026-11-28', 3), alta('2026-12-01', 2)]);
  });
});
