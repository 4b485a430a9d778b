import { noches } from './fechas';

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
