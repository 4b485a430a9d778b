import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { leerCalendario } from './leer-ical';

const HOY = '2026-11-15';

function calendario(eventos: string[][], cabecera: string[] = []): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prueba//ES', ...cabecera, ...eventos.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');
}

/** `uid -> first night..check-out` for a quick read of a series. */
function serie(eventos: string[][], opciones: { hoy?: string; horizonteDias?: number } = {}): string[] {
  return leerCalendario(calendario(eventos), { hoy: opciones.hoy ?? HOY, horizonteDias: opciones.horizonteDias }).map(
    (e) => `${e.uid} ${e.desde}..${e.hasta}`,
  );
}

describe('leerCalendario: recurring events', () => {
  it('repeats a daily event with INTERVAL and COUNT, each occurrence keeping the length of the first', () => {
    expect(serie([['UID:d', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'RRULE:FREQ=DAILY;INTERVAL=3;COUNT=3']])).toEqual([
      'd#2026-12-01 2026-12-01..2026-12-03',
      'd#2026-12-04 2026-12-04..2026-12-06',
      'd#2026-12-07 2026-12-07..2026-12-09',
    ]);
  });

  it('repeats a weekly event on several week days until UNTIL (a date, inclusive)', () => {
    // 2026-12-01 is a Tuesday.
    expect(serie([['UID:w', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20261211']])).toEqual([
      'w#2026-12-01 2026-12-01..2026-12-02',
      'w#2026-12-04 2026-12-04..2026-12-05',
      'w#2026-12-08 2026-12-08..2026-12-09',
      'w#2026-12-11 2026-12-11..2026-12-12',
    ]);
  });

  it('repeats every other week, counting weeks from DTSTART and DTSTART itself toward COUNT', () => {
    // Thursday 3 December, then Mondays and Thursdays of every second week.
    expect(serie([['UID:q', 'DTSTART;VALUE=DATE:20261203', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=4']])).toEqual([
      'q#2026-12-03 2026-12-03..2026-12-04',
      'q#2026-12-14 2026-12-14..2026-12-15',
      'q#2026-12-17 2026-12-17..2026-12-18',
      'q#2026-12-28 2026-12-28..2026-12-29',
    ]);
  });

  it('skips the months without that day and keeps 29 February to leap years', () => {
    expect(serie([['UID:m', 'DTSTART;VALUE=DATE:20270131', 'RRULE:FREQ=MONTHLY;COUNT=4']])).toEqual([
      'm#2027-01-31 2027-01-31..2027-02-01',
      'm#2027-03-31 2027-03-31..2027-04-01',
      'm#2027-05-31 2027-05-31..2027-06-01',
      'm#2027-07-31 2027-07-31..2027-08-01',
    ]);
    expect(serie([['UID:y', 'DTSTART;VALUE=DATE:20280229', 'RRULE:FREQ=YEARLY;COUNT=2']], { horizonteDias: 3650 })).toEqual([
      'y#2028-02-29 2028-02-29..2028-03-01',
      'y#2032-02-29 2032-02-29..2032-03-01',
    ]);
  });

  it('stops an endless series at hoy + horizonteDias (730 by default)', () => {
    const semanal = [['UID:s', 'DTSTART;VALUE=DATE:20261116', 'RRULE:FREQ=WEEKLY']];

    expect(serie(semanal, { horizonteDias: 21 })).toEqual([
      's#2026-11-16 2026-11-16..2026-11-17',
      's#2026-11-23 2026-11-23..2026-11-24',
      's#2026-11-30 2026-11-30..2026-12-01',
    ]);
    const porDefecto = serie(semanal);
    expect(porDefecto).toHaveLength(105);
    expect(porDefecto.at(-1)).toBe('s#2028-11-13 2028-11-13..2028-11-14');
  });

  it('leaves out the occurrences already over and keeps numbering them by their own dates', () => {
    expect(serie([['UID:a', 'DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250103', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20270101']], { hoy: '2026-11-02' })).toEqual([
      'a#2026-11-01 2026-11-01..2026-11-03',
      'a#2026-12-01 2026-12-01..2026-12-03',
      'a#2027-01-01 2027-01-01..2027-01-03',
    ]);
  });

  it('honours EXDATE as dates or times, in several properties or comma lists', () => {
    const eventos = [
      [
        'UID:x',
        'DTSTART;TZID=Europe/Madrid:20261201T100000',
        'DTEND;TZID=Europe/Madrid:20261201T120000',
        'RRULE:FREQ=DAILY;COUNT=6',
        'EXDATE;TZID=Europe/Madrid:20261202T100000,20261204T100000',
        'EXDATE;VALUE=DATE:20261205',
      ],
    ];

    expect(serie(eventos)).toEqual(['x#2026-12-01 2026-12-01..2026-12-02', 'x#2026-12-03 2026-12-03..2026-12-04', 'x#2026-12-06 2026-12-06..2026-12-07']);
  });

  it('lets a RECURRENCE-ID override move, lengthen or cancel one occurrence, before or after the series in the file', () => {
    const maestro = ['UID:r', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202', 'RRULE:FREQ=WEEKLY;COUNT=4', 'SUMMARY:Bloqueado'];
    const movida = ['UID:r', 'RECURRENCE-ID;VALUE=DATE:20261208', 'DTSTART;VALUE=DATE:20261209', 'DTEND;VALUE=DATE:20261212', 'SUMMARY:Reserved'];
    const anulada = ['UID:r', 'RECURRENCE-ID;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261215', 'STATUS:CANCELLED'];
    const esperado = ['r#2026-12-01 2026-12-01..2026-12-02', 'r#2026-12-08 2026-12-09..2026-12-12', 'r#2026-12-22 2026-12-22..2026-12-23'];

    expect(serie([maestro, movida, anulada])).toEqual(esperado);
    expect(serie([anulada, movida, maestro])).toEqual(esperado);
    const [, cambiada] = leerCalendario(calendario([maestro, movida]), { hoy: HOY });
    expect(cambiada).toMatchObject({ resumen: 'Reserved', tipo: 'reserva' });
  });

  it('keeps an override whose series is not in the feed, and drops the overrides of a cancelled series', () => {
    const suelta = ['UID:o', 'RECURRENCE-ID;VALUE=DATE:20261208', 'DTSTART;VALUE=DATE:20261208', 'DTEND;VALUE=DATE:20261210'];

    expect(serie([suelta])).toEqual(['o#2026-12-08 2026-12-08..2026-12-10']);
    expect(serie([['UID:o', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=WEEKLY', 'STATUS:CANCELLED'], suelta])).toEqual([]);
  });

  it('keeps only the first occurrence of a rule it cannot expand rather than invent dates', () => {
    expect(serie([['UID:n', 'DTSTART;VALUE=DATE:20261207', 'RRULE:FREQ=MONTHLY;BYDAY=1MO']])).toEqual(['n#2026-12-07 2026-12-07..2026-12-08']);
    expect(serie([['UID:h', 'DTSTART:20261207T100000', 'RRULE:FREQ=HOURLY;COUNT=5']])).toEqual(['h#2026-12-07 2026-12-07..2026-12-08']);
  });

  it('agrees with ical.js on the dates of the Google Calendar weekly block', () => {
    const texto = readFileSync(join(__dirname, 'fixtures', 'google.ics'), 'utf8');
    const componente = new ICAL.Component(ICAL.parse(texto));
    for (const vtimezone of componente.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
    const veventos = componente.getAllSubcomponents('vevent').filter((v) => v.getFirstPropertyValue('uid') === '6mantenimiento4k2q8w1e@google.com');
    const maestro = new ICAL.Event(veventos.find((v) => !v.hasProperty('recurrence-id')));
    for (const v of veventos.filter((v) => v.hasProperty('recurrence-id'))) maestro.relateException(v);
    const esperadas: string[] = [];
    const iterador = maestro.iterator();
    for (let siguiente = iterador.next(); siguiente; siguiente = iterador.next()) {
      esperadas.push(maestro.getOccurrenceDetails(siguiente).startDate.toString().slice(0, 10));
    }

    const leidas = leerCalendario(texto, { hoy: HOY }).filter((e) => e.uid.startsWith('6mantenimiento'));

    expect(leidas.map((e) => e.desde)).toEqual(esperadas.filter((d) => d >= HOY));
    ICAL.TimezoneService.reset();
  });
});
