import { type EventoExterno, leerCalendario } from './leer-ical';

const HOY = '2026-11-15';

/** A calendar around the given VEVENT bodies (their lines without BEGIN/END), CRLF. */
function calendario(eventos: string[][], cabecera: string[] = []): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prueba//ES', ...cabecera, ...eventos.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');
}

function noches(eventos: string[][], cabecera: string[] = []): Array<Pick<EventoExterno, 'desde' | 'hasta'>> {
  return leerCalendario(calendario(eventos, cabecera), { hoy: HOY }).map(({ desde, hasta }) => ({ desde, hasta }));
}

describe('leerCalendario: reading the text', () => {
  const evento = ['UID:a@x', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'SUMMARY:Reserved'];

  it('accepts a byte order mark and LF or bare CR line ends', () => {
    const crlf = calendario([evento]);
    const esperado = leerCalendario(crlf, { hoy: HOY });

    expect(esperado).toHaveLength(1);
    expect(leerCalendario(`\uFEFF${crlf}`, { hoy: HOY })).toEqual(esperado);
    expect(leerCalendario(crlf.replace(/\r\n/g, '\n'), { hoy: HOY })).toEqual(esperado);
    expect(leerCalendario(crlf.replace(/\r\n/g, '\r'), { hoy: HOY })).toEqual(esperado);
  });

  it('unfolds lines continued with a space or a tab, also in the middle of a name or a UTF-8 word', () => {
    const [leido] = leerCalendario(
      calendario([['UI', ' D:lar', '\tgo@x', 'DTSTART;VALUE=DATE:20261201', 'SUMMARY:Reserva de Begoña Ibá', ' ñez']]),
      { hoy: HOY },
    );

    expect(leido).toMatchObject({ uid: 'largo@x', resumen: 'Reserva de Begoña Ibáñez' });
  });

  it('unescapes text and reads lower-case names and quoted parameters', () => {
    const [leido] = leerCalendario(
      calendario([['uid:q@x', 'dtstart;value=DATE:20261201', 'SUMMARY;LANGUAGE=es;ALTREP="cid:a;b:c":Sala 1\\, planta 2\\; vista\\Nmar \\\\ ok']]),
      { hoy: HOY },
    );

    expect(leido).toMatchObject({ uid: 'q@x', desde: '2026-12-01', resumen: 'Sala 1, planta 2; vista\nmar \\ ok' });
  });

  it('keeps the last definition of a uid met twice', () => {
    const primera = ['UID:dup@x', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'SUMMARY:Reserved'];
    const segunda = ['UID:dup@x', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'SUMMARY:Reserved - cambiada'];

    expect(leerCalendario(calendario([primera, segunda]), { hoy: HOY })).toEqual([
      { uid: 'dup@x', desde: '2026-12-05', hasta: '2026-12-06', resumen: 'Reserved - cambiada', tipo: 'reserva' },
    ]);
    expect(noches([primera, [...segunda, 'STATUS:CANCELLED']])).toEqual([]);
  });

  it('gives an event without UID a uid built from its nights and summary, the same on every download', () => {
    const sinUid = [['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'SUMMARY:Reserved'], ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'SUMMARY:Blocked']];
    const [a, b] = leerCalendario(calendario(sinUid), { hoy: HOY });

    expect(a.uid).toMatch(/^sin-uid-2026-12-01-2026-12-03-[0-9a-f]{8}$/);
    expect(a.uid).not.toBe(b.uid);
    expect(leerCalendario(calendario(sinUid), { hoy: HOY }).map((e) => e.uid)).toEqual([a.uid, b.uid]);
  });

  it('sorts by first night, then uid', () => {
    const eventos = [
      ['UID:b@x', 'DTSTART;VALUE=DATE:20261201'],
      ['UID:c@x', 'DTSTART;VALUE=DATE:20261130'],
      ['UID:a@x', 'DTSTART;VALUE=DATE:20261201'],
    ];

    expect(leerCalendario(calendario(eventos), { hoy: HOY }).map((e) => e.uid)).toEqual(['c@x', 'a@x', 'b@x']);
  });

  it('leaves out what checked out by today and keeps a stay still in the house', () => {
    expect(
      noches([
        ['UID:1', 'DTSTART;VALUE=DATE:20261110', 'DTEND;VALUE=DATE:20261115'],
        ['UID:2', 'DTSTART;VALUE=DATE:20261110', 'DTEND;VALUE=DATE:20261116'],
        ['UID:3', 'DTSTART;VALUE=DATE:20261114'],
        ['UID:4', 'DTSTART;VALUE=DATE:20261115'],
      ]),
    ).toEqual([
      { desde: '2026-11-10', hasta: '2026-11-16' },
      { desde: '2026-11-15', hasta: '2026-11-16' },
    ]);
  });
});

describe('leerCalendario: dates and times', () => {
  it('takes DATE values as written and DTEND as the check-out day', () => {
    expect(noches([['UID:1', 'DTSTART;VALUE=DATE:20261231', 'DTEND;VALUE=DATE:20270102']])).toEqual([{ desde: '2026-12-31', hasta: '2027-01-02' }]);
  });

  it('gives one night to an event without end, or whose end is not after its start', () => {
    expect(
      noches([
        ['UID:1', 'DTSTART;VALUE=DATE:20261201'],
        ['UID:2', 'DTSTART:20261202T100000', 'DTEND:20261202T120000'],
        ['UID:3', 'DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261203'],
        ['UID:4', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261204'],
        ['UID:5', 'DTSTART:20261206T160000'],
      ]),
    ).toEqual([
      { desde: '2026-12-01', hasta: '2026-12-02' },
      { desde: '2026-12-02', hasta: '2026-12-03' },
      { desde: '2026-12-03', hasta: '2026-12-04' },
      { desde: '2026-12-05', hasta: '2026-12-06' },
      { desde: '2026-12-06', hasta: '2026-12-07' },
    ]);
  });

  it('reads DURATION when there is no DTEND', () => {
    expect(
      noches([
        ['UID:1', 'DTSTART;VALUE=DATE:20261201', 'DURATION:P3D'],
        ['UID:2', 'DTSTART:20261210T150000', 'DURATION:PT2H'],
        ['UID:3', 'DTSTART:20261212T220000', 'DURATION:PT4H'],
        ['UID:4', 'DTSTART;VALUE=DATE:20261220', 'DURATION:P1W'],
        ['UID:5', 'DTSTART:20261230T150000', 'DURATION:P2DT20H'],
      ]),
    ).toEqual([
      { desde: '2026-12-01', hasta: '2026-12-04' },
      { desde: '2026-12-10', hasta: '2026-12-11' },
      { desde: '2026-12-12', hasta: '2026-12-13' },
      { desde: '2026-12-20', hasta: '2026-12-27' },
      { desde: '2026-12-30', hasta: '2027-01-02' },
    ]);
  });

  it('takes floating times, and times in a zone it does not know, on the date written', () => {
    expect(
      noches([
        ['UID:1', 'DTSTART:20261201T233000', 'DTEND:20261203T010000'],
        ['UID:2', 'DTSTART;TZID=Romance Standard Time:20261205T233000', 'DTEND;TZID=Romance Standard Time:20261207T100000'],
      ]),
    ).toEqual([
      { desde: '2026-12-01', hasta: '2026-12-03' },
      { desde: '2026-12-05', hasta: '2026-12-07' },
    ]);
  });

  it('takes a UTC time on its UTC date when the calendar names no zone', () => {
    expect(noches([['UID:1', 'DTSTART:20261201T233000Z', 'DTEND:20261203T100000Z']])).toEqual([{ desde: '2026-12-01', hasta: '2026-12-03' }]);
  });

  it("takes a UTC time on the calendar's wall clock (X-WR-TIMEZONE), summer time included", () => {
    const eventos = [
      ['UID:invierno', 'DTSTART:20261201T233000Z', 'DTEND:20261203T100000Z'],
      ['UID:verano', 'DTSTART:20270715T221500Z', 'DTEND:20270717T220000Z'],
    ];

    expect(noches(eventos, ['X-WR-TIMEZONE:Europe/Madrid'])).toEqual([
      { desde: '2026-12-02', hasta: '2026-12-03' },
      { desde: '2027-07-16', hasta: '2027-07-18' },
    ]);
    expect(noches(eventos, ['X-WR-TIMEZONE:Pacific/Honolulu'])).toEqual([
      { desde: '2026-12-01', hasta: '2026-12-03' },
      { desde: '2027-07-15', hasta: '2027-07-17' },
    ]);
  });

  it("keeps a TZID time on its own date, and moves it to the calendar's zone when that is another", () => {
    const evento = ['UID:1', 'DTSTART;TZID=Asia/Tokyo:20261201T080000', 'DTEND;TZID=Asia/Tokyo:20261203T080000'];

    expect(noches([evento])).toEqual([{ desde: '2026-12-01', hasta: '2026-12-03' }]);
    expect(noches([evento], ['X-WR-TIMEZONE:Asia/Tokyo'])).toEqual([{ desde: '2026-12-01', hasta: '2026-12-03' }]);
    // 08:00 in Tokyo is 00:00 in Madrid the same day but 15:00 the day before in Los Angeles.
    expect(noches([evento], ['X-WR-TIMEZONE:Europe/Madrid'])).toEqual([{ desde: '2026-12-01', hasta: '2026-12-03' }]);
    expect(noches([evento], ['X-WR-TIMEZONE:America/Los_Angeles'])).toEqual([{ desde: '2026-11-30', hasta: '2026-12-02' }]);
  });

  it('reads a TZID written with a path prefix as the IANA zone at its end', () => {
    const evento = ['UID:1', 'DTSTART;TZID=/mozilla.org/20050126_1/Asia/Tokyo:20261201T080000', 'DTEND;TZID="/Asia/Tokyo":20261203T080000'];

    expect(noches([evento], ['X-WR-TIMEZONE:America/Los_Angeles'])).toEqual([{ desde: '2026-11-30', hasta: '2026-12-02' }]);
  });
});
