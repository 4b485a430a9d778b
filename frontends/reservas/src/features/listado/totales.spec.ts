import { textoTotales } from './totales';

describe('totales por moneda', () => {
  it('writes each currency with its own decimals', () => {
    const centavos = (m: string) => m !== 'CLP';
    expect(textoTotales([{ MonedaId: 'CLP', Total: 154500 }, { MonedaId: 'USD', Total: 21 }], centavos)).toBe('CLP 154.500 / USD 21,00');
    expect(textoTotales([{ MonedaId: 'CLP', Total: 1234.6 }], centavos)).toBe('CLP 1.235');
    expect(textoTotales([], centavos)).toBe('');
  });

  it('leaves out a currency only paid in (nothing to total), but says 0 for a stay at 0', () => {
    const centavos = (m: string) => m !== 'CLP';
    expect(textoTotales([{ MonedaId: 'CLP', Total: 161000 }, { MonedaId: 'USD', Total: 0 }], centavos)).toBe('CLP 161.000');
    expect(textoTotales([{ MonedaId: 'CLP', Total: 0 }, { MonedaId: 'USD', Total: 0 }], centavos)).toBe('CLP 0');
  });
});
