import fc from 'fast-check';
import { aplicarImpuesto, totalesCargo } from './impuesto';

describe('taxes on an amount', () => {
  it('splits an amount that includes the tax, and adds it when it does not', () => {
    expect(aplicarImpuesto(119000, { porcentaje: 19, incluido: true }, false)).toEqual({ base: 100000, impuesto: 19000, total: 119000 });
    expect(aplicarImpuesto(100000, { porcentaje: 19, incluido: false }, false)).toEqual({ base: 100000, impuesto: 19000, total: 119000 });
    expect(aplicarImpuesto(10, { porcentaje: 21, incluido: true })).toEqual({ base: 8.26, impuesto: 1.74, total: 10 });
  });

  it('prices a charge as price × quantity with its tax', () => {
    expect(totalesCargo(2500, 3, { porcentaje: 19, incluido: true }, false)).toEqual({ base: 6303, impuesto: 1197, total: 7500 });
    expect(totalesCargo(12.5, 2, { porcentaje: 10, incluido: false })).toEqual({ base: 25, impuesto: 2.5, total: 27.5 });
    expect(totalesCargo(5000, 1, { porcentaje: 0, incluido: false }, false)).toEqual({ base: 5000, impuesto: 0, total: 5000 });
  });

  it('always has base + tax = total, rounded for the currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 50 }), fc.boolean(), fc.boolean(), (centimos, porcentaje, incluido, centavos) => {
        const r = aplicarImpuesto(centimos / 100, { porcentaje, incluido }, centavos);
        const paso = centavos ? 100 : 1;
        expect(Math.round((r.base + r.impuesto) * paso)).toBe(Math.round(r.total * paso));
        for (const v of [r.base, r.impuesto, r.total]) expect(Math.abs(v * paso - Math.round(v * paso))).toBeLessThan(1e-6);
      }),
    );
  });
});
