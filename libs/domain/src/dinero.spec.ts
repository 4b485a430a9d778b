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
});
