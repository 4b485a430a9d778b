import { esFechaIso, noches } from './fechas';

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
