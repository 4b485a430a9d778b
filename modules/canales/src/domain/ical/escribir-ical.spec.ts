import ICAL from 'ical.js';
import { escribirCalendario, type EventoIcal, plegarLinea } from './escribir-ical';

const DTSTAMP = new Date('2026-11-15T08:30:05.123Z');

const EVENTOS: EventoIcal[] = [
  { uid: 'reserva-1042@recepcion', desde: '2026-12-01', hasta: '2026-12-04', resumen: 'Reservado' },
  { uid: 'reserva-1043@recepcion', desde: '2026-12-24', hasta: '2027-01-02', resumen: 'Familia Núñez; 2 adultos, 1 niño\nLlega tarde \\ avisar' },
  { uid: 'bloqueo-7@recepcion', desde: '2027-02-28', hasta: '2027-03-01', resumen: 'No disponible' },
];

function escribir(eventos: readonly EventoIcal[] = EVENTOS, nombre = 'Hotel Mirador · Habitación 101'): string {
  return escribirCalendario({ nombre, dtstamp: DTSTAMP, eventos });
}

/** What Mozilla's parser (the one Thunderbird uses) reads back from the feed. */
function leidoPorIcalJs(texto: string) {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  const eventos = calendario.getAllSubcomponents('vevent').map((vevent) => {
    const evento = new ICAL.Event(vevent);
    return {
      uid: evento.uid,
      desde: evento.startDate.toString(),
      hasta: evento.endDate.toString(),
      resumen: evento.summary,
      soloFecha: evento.startDate.isDate && evento.endDate.isDate,
      dtstamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
      transparencia: vevent.getFirstPropertyValue('transp'),
    };
  });
  return { calendario, eventos };
}

function lineasFisicas(texto: string): string[] {
  expect(texto.endsWith('\r\n')).toBe(true);
  return texto.slice(0, -2).split('\r\n');
}

describe('escribirCalendario', () => {
  it('a calendar app reads back every stay with its uid, nights and summary', () => {
    const { eventos } = leidoPorIcalJs(escribir());

    expect(eventos).toEqual(
      EVENTOS.map((e) => ({
        uid: e.uid,
        desde: e.desde,
        hasta: e.hasta,
        resumen: e.resumen,
        soloFecha: true,
        dtstamp: '2026-11-15T08:30:05Z',
        transparencia: 'OPAQUE',
      })),
    );
  });

  it('announces itself as a published Gregorian calendar with the room name', () => {
    const { calendario } = leidoPorIcalJs(escribir());

    expect(calendario.name).toBe('vcalendar');
    expect(calendario.getFirstPropertyValue('prodid')).toBe('-//Recepcion//Canales//ES');
    expect(calendario.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendario.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendario.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendario.getFirstPropertyValue('x-wr-calname')).toBe('Hotel Mirador · Habitación 101');
  });

  it('writes stays as whole days (VALUE=DATE) and DTSTAMP in UTC', () => {
    const lineas = lineasFisicas(escribir([EVENTOS[0]]));

    expect(lineas).toContain('DTSTART;VALUE=DATE:20261201');
    expect(lineas).toContain('DTEND;VALUE=DATE:20261204');
    expect(lineas).toContain('DTSTAMP:20261115T083005Z');
    expect(lineas[0]).toBe('BEGIN:VCALENDAR');
    expect(lineas[lineas.length - 1]).toBe('END:VCALENDAR');
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    const largo = { uid: `${'x'.repeat(120)}@recepcion`, desde: '2026-12-01', hasta: '2026-12-02', resumen: 'Ocupación '.repeat(20) };
    const texto = escribir([...EVENTOS, largo]);

    expect(texto.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const linea of lineasFisicas(texto)) expect(Buffer.byteLength(linea, 'utf8')).toBeLessThanOrEqual(75);
    expect(leidoPorIcalJs(texto).eventos.at(-1)).toMatchObject({ uid: largo.uid, resumen: largo.resumen });
  });

  it('escapes backslash, semicolon, comma and newline in text', () => {
    const texto = escribir([EVENTOS[1]]);

    expect(texto.replace(/\r\n /g, '')).toContain('SUMMARY:Familia Núñez\\; 2 adultos\\, 1 niño\\nLlega tarde \\\\ avisar\r\n');
  });

  it('writes a Windows line break as one newline and drops control characters a parser would reject', () => {
    const texto = escribir([{ uid: 'r', desde: '2026-12-01', hasta: '2026-12-02', resumen: 'Planta 2\r\nHab.\u0007 12\tvistas' }]);

    expect(texto).toContain('SUMMARY:Planta 2\\nHab. 12\tvistas\r\n');
    expect(leidoPorIcalJs(texto).eventos[0].resumen).toBe('Planta 2\nHab. 12\tvistas');
  });

  it('folds a summary with accents and emoji without cutting a character in two', () => {
    const resumen = `Reserva 🏨 de Begoña Ibáñez — ${'ñ🌙é'.repeat(15)} 👨‍👩‍👧`;
    const texto = escribir([{ uid: 'r-emoji', desde: '2026-12-05', hasta: '2026-12-07', resumen }]);
    const decodificador = new TextDecoder('utf-8', { fatal: true });

    const lineas = lineasFisicas(texto);
    for (const linea of lineas) {
      const octetos = Buffer.from(linea, 'utf8');
      expect(octetos.length).toBeLessThanOrEqual(75);
      expect(() => decodificador.decode(octetos)).not.toThrow();
      expect(linea).not.toMatch(/[\uD800-\uDFFF]/u);
    }
    expect(lineas.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(1);
    expect(leidoPorIcalJs(texto).eventos[0].resumen).toBe(resumen);
  });

  it('gives the same bytes (and uids) for the same input', () => {
    expect(escribir()).toBe(escribir());
    expect(leidoPorIcalJs(escribir()).eventos.map((e) => e.uid)).toEqual(EVENTOS.map((e) => e.uid));
  });

  it('writes a valid calendar without events when the room has none', () => {
    const { calendario, eventos } = leidoPorIcalJs(escribir([]));

    expect(eventos).toEqual([]);
    expect(calendario.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('refuses a stay without nights or with an impossible date', () => {
    expect(() => escribir([{ uid: 'a', desde: '2026-12-04', hasta: '2026-12-04', resumen: 'x' }])).toThrow(RangeError);
    expect(() => escribir([{ uid: 'a', desde: '2026-12-04', hasta: '2026-12-01', resumen: 'x' }])).toThrow(RangeError);
    expect(() => escribir([{ uid: 'a', desde: '2026-02-30', hasta: '2026-03-02', resumen: 'x' }])).toThrow(RangeError);
    expect(() => escribir([{ uid: ' ', desde: '2026-12-01', hasta: '2026-12-02', resumen: 'x' }])).toThrow(RangeError);
    expect(() => escribirCalendario({ nombre: 'x', dtstamp: new Date(Number.NaN), eventos: [] })).toThrow(RangeError);
  });
});

describe('plegarLinea', () => {
  it('leaves a line of exactly 75 octets whole', () => {
    const linea = `SUMMARY:${'a'.repeat(67)}`;

    expect(plegarLinea(linea)).toBe(linea);
  });

  it('moves the 76th octet to a continuation line starting with one space', () => {
    const linea = `SUMMARY:${'a'.repeat(68)}`;

    expect(plegarLinea(linea)).toBe(`SUMMARY:${'a'.repeat(67)}\r\n a`);
  });

  it('cuts before a two-byte character that would straddle octet 75', () => {
    const linea = `SUMMARY:${'a'.repeat(66)}ñb`;

    expect(plegarLinea(linea)).toBe(`SUMMARY:${'a'.repeat(66)}\r\n ñb`);
  });

  it('keeps continuation lines within 75 octets counting their leading space', () => {
    // 12 octets of name and colon leave room for 31 two-byte characters in the first line (74 octets).
    const partes = plegarLinea(`DESCRIPTION:${'é'.repeat(200)}`).split('\r\n');

    expect(partes.map((p) => Buffer.byteLength(p, 'utf8'))).toEqual([74, 75, 75, 75, 75, 43]);
    expect(partes.slice(1).every((p) => p.startsWith(' ') && !p.startsWith('  '))).toBe(true);
  });
});
