import fc from 'fast-check';
import { diaIso, esFechaIso, noches } from './fechas';

describe('noches', () => {
  it('is the day difference between check-in and check-out', () => {
    expect(noches('2026-11-22', '2026-11-25')).toBe(3);
    expect(noches('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('is not fooled by daylight-saving changes', () => {
    expect(noches('2026-03-28', '2026-03-30')).toBe(2);
    expect(noches('2026-09-05', '2026-09-07')).toBe(2);
  });

  it('refuses impossible dates', () => {
    expect(() => noches('2026-02-30', '2026-03-02')).toThrow('Fecha no válida');
  });
});

describe('esFechaIso', () => {
  it.each(['2026-01-01', '2028-02-29', '1900-01-01', '2200-12-31'])('accepts %s', (f) => expect(esFechaIso(f)).toBe(true));
  it.each(['2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '2026-W05-3', '2026-123', '20260101', '2026-01-01T00:00:00', '', null, 20260101])(
    'refuses %s',
    (f) => expect(esFechaIso(f)).toBe(false),
  );
});

describe('diaIso', () => {
  // What a JavaScript date says: the day number of a real date, or a refusal.
  const porFecha = (fecha: string): number | 'no válida' => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
    if (!match) return 'no válida';
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(y, m - 1, d);
    const check = new Date(ms);
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return 'no válida';
    return ms / 86_400_000;
  };
  const leer = (fecha: string): number | 'no válida' => {
    try {
      return diaIso(fecha);
    } catch {
      return 'no válida';
    }
  };

  it('counts days from 1970-01-01 and refuses what is not a real date', () => {
    expect(diaIso('1970-01-02')).toBe(1);
    expect(diaIso('2028-02-29') - diaIso('2028-02-28')).toBe(1);
    for (const mala of ['2027-02-29', '2100-02-29', '2026-00-10', '2026-04-31', '0099-01-01', '2026-1-01', '2026/01/01', '２０２６-01-01', ' 2026-01-1']) expect(leer(mala)).toBe('no válida');
    expect(leer('2000-02-29')).toBe(diaIso('2000-02-28') + 1);
  });

  it('agrees with a JavaScript date on every string of the shape, valid or not', () => {
    const dosDigitos = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    const fechas = fc.tuple(fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')), dosDigitos, dosDigitos).map(([y, m, d]) => `${y}-${m}-${d}`);
    fc.assert(
      fc.property(fc.oneof(fechas, fc.string({ maxLength: 12 })), (fecha) => {
        expect(leer(fecha)).toBe(porFecha(fecha));
      }),
      { numRuns: 20_000 },
    );
  });
});
