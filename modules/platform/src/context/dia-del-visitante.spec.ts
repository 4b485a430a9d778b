import { inicioDelDiaDelVisitante, zonaHorariaCanonica } from './dia-del-visitante';

describe('when a day begins for the visitor', () => {
  it('is their midnight in UTC: Santiago (UTC-4 in May) later, Madrid (UTC+2) earlier, UTC itself', () => {
    expect(inicioDelDiaDelVisitante('2027-05-10', 'America/Santiago')).toBe('2027-05-10T04:00:00.000Z');
    expect(inicioDelDiaDelVisitante('2027-05-10', 'Europe/Madrid')).toBe('2027-05-09T22:00:00.000Z');
    expect(inicioDelDiaDelVisitante('2027-05-10', 'UTC')).toBe('2027-05-10T00:00:00.000Z');
  });

  it('follows summer time: the day Santiago moves its clocks forward begins at its 01:00', () => {
    expect(inicioDelDiaDelVisitante('2027-09-05', 'America/Santiago')).toBe('2027-09-05T04:00:00.000Z');
    expect(inicioDelDiaDelVisitante('2027-09-06', 'America/Santiago')).toBe('2027-09-06T03:00:00.000Z');
  });

  it('is UTC’s midnight without a readable zone', () => {
    expect(inicioDelDiaDelVisitante('2027-05-10', undefined)).toBe('2027-05-10T00:00:00.000Z');
    expect(inicioDelDiaDelVisitante('2027-05-10', 'Marte/Olympus')).toBe('2027-05-10T00:00:00.000Z');
  });
});

describe('a time zone a hotel may store', () => {
  it('is a zone Intl knows, written as Intl writes it; an offset, an unknown name or nothing is none', () => {
    expect(zonaHorariaCanonica('america/santiago')).toBe('America/Santiago');
    expect(zonaHorariaCanonica('Europe/Madrid')).toBe('Europe/Madrid');
    for (const zona of ['-180', 'Marte/Olympus', '../../etc/passwd', '', null, undefined]) expect(zonaHorariaCanonica(zona)).toBeNull();
  });
});
