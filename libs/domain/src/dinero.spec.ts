import fc from 'fast-check';
import { redondearMonto } from './dinero';

describe('redondearMonto', () => {
  it('rounds to 2 decimals, half away from zero, as a cashier would', () => {
    expect(redondearMonto(1.005)).toBe(1.01);
    expect(redondearMonto(2.675)).toBe(2.68);
    expect(redondearMonto(-1.005)).toBe(-1.01);
    expect(redondearMonto(10)).toBe(10);
  });

  it('rounds to whole units for a currency without cents (CLP, PYG)', () => {
    expect(redondearMonto(15999.5, false)).toBe(16000);
    expect(redondearMonto(15999.49, false)).toBe(15999);
  });

  it('never leaves more than 2 decimals and never moves more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (valor) => {
        const r = redondearMonto(valor);
        expect(Math.abs(r - valor)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.round(r * 100) / 100).toBe(r);
      }),
    );
  });

  it('gives what rounding the 15-significant-digit decimal gives, for any amount and both currencies', () => {
    const porDecimal = (valor: number, conCentavos: boolean) => {
      const factor = conCentavos ? 100 : 1;
      const redondeado = Math.round(Number((Math.abs(valor) * factor).toPrecision(15))) / factor;
      return valor < 0 ? -redondeado || 0 : redondeado;
    };
    const cercaDeMedio = fc.tuple(fc.integer({ min: -1e8, max: 1e8 }), fc.constantFrom(0.005, 0.0049999999, 0.0050000001, 0.5, 0.4999999, 0.5000001)).map(([n, f]) => n / 100 + f);
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), cercaDeMedio), fc.boolean(), (valor, conCentavos) => {
        expect(redondearMonto(valor, conCentavos)).toBe(porDecimal(valor, conCentavos));
      }),
      { numRuns: 20_000 },
    );
  });
});
