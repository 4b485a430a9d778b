import { fechaLarga, formatearFecha, formatearMomento, isoDeFechaLocal, isoDesdeDia, MESES, parsearFecha } from './formato-fecha';
import { diaIso } from './fechas';

describe('formatearFecha', () => {
  it('shows wire dates as dd-MM-yyyy', () => {
    expect(formatearFecha('2026-01-05')).toBe('05-01-2026');
    expect(formatearFecha('2026-12-31T18:30:00')).toBe('31-12-2026');
  });

  it('shows nothing for missing or unreadable values', () => {
    expect(formatearFecha(null)).toBe('');
    expect(formatearFecha('')).toBe('');
    expect(formatearFecha('05-01-2026')).toBe('');
  });
});

describe('parsearFecha', () => {
  it('reads dd-MM-yyyy and its everyday variants', () => {
    expect(parsearFecha('05-01-2026')).toBe('2026-01-05');
    expect(parsearFecha('5-1-2026')).toBe('2026-01-05');
    expect(parsearFecha('05/01/2026')).toBe('2026-01-05');
    expect(parsearFecha(' 05012026 ')).toBe('2026-01-05');
  });

  it('refuses impossible dates and other text', () => {
    expect(parsearFecha('31-02-2026')).toBeNull();
    expect(parsearFecha('29-02-2027')).toBeNull();
    expect(parsearFecha('29-02-2028')).toBe('2028-02-29');
    expect(parsearFecha('2026-01-05')).toBeNull();
    expect(parsearFecha('')).toBeNull();
  });

  it('reads back what formatearFecha writes', () => {
    expect(parsearFecha(formatearFecha('2027-07-14'))).toBe('2027-07-14');
  });
});

describe('day arithmetic and names', () => {
  it('turns day numbers back into wire dates', () => {
    expect(isoDesdeDia(diaIso('2026-12-30') + 3)).toBe('2027-01-02');
    expect(isoDesdeDia(diaIso('2026-03-01') - 1)).toBe('2026-02-28');
  });

  it('takes the local calendar day of a Date', () => {
    expect(isoDeFechaLocal(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('names months and weekdays in Spanish', () => {
    expect(MESES[8]).toBe('septiembre');
    expect(fechaLarga('2026-01-05')).toBe('lunes 5 de enero de 2026');
    expect(fechaLarga('2026-11-22')).toBe('domingo 22 de noviembre de 2026');
  });
});

describe('formatearMomento', () => {
  it('shows a moment as dd-MM-yyyy HH:mm in the local time, with seconds when asked, and nothing for what is not one', () => {
    const momento = new Date(2026, 10, 27, 9, 5, 7).toISOString();
    expect(formatearMomento(momento)).toBe('27-11-2026 09:05');
    expect(formatearMomento(momento, { segundos: true })).toBe('27-11-2026 09:05:07');
    expect(formatearMomento(null)).toBe('');
    expect(formatearMomento('mañana')).toBe('');
  });
});
