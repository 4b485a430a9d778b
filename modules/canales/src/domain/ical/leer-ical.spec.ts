import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escribirCalendario, type EventoIcal } from './escribir-ical';
import { CalendarioInvalidoError, type EventoExterno, leerCalendario } from './leer-ical';

const HOY = '2026-11-15';

function fixture(nombre: string): string {
  return readFileSync(join(__dirname, 'fixtures', nombre), 'utf8');
}

function leer(texto: string, hoy = HOY): EventoExterno[] {
  return leerCalendario(texto, { hoy });
}

describe('leerCalendario on real exports', () => {
  it('Airbnb: guest stays are bookings, "Airbnb (Not available)" closes nights; a stay already over is gone, one in progress stays', () => {
    expect(leer(fixture('airbnb.ics'))).toEqual([
      { uid: '1418fb94e984-8c0d2e4f6a8b0c1d3e5f7a9b1c2d4e6f@airbnb.com', desde: '2026-11-13', hasta: '2026-11-17', resumen: 'Reserved', tipo: 'reserva' },
      { uid: '1418fb94e984-5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b@airbnb.com', desde: '2026-12-01', hasta: '2026-12-05', resumen: 'Reserved', tipo: 'reserva' },
      { uid: '7f3e8a1c9d2b-0e1f2a3b4c5d6e7f8091a2b3c4d5e6f7@airbnb.com', desde: '2026-12-20', hasta: '2027-01-03', resumen: 'Airbnb (Not available)', tipo: 'no-disponible' },
      { uid: '7f3e8a1c9d2b-9a8b7c6d5e4f30211f2e3d4c5b6a7988@airbnb.com', desde: '2027-11-16', hasta: '2028-01-01', resumen: 'Airbnb (Not available)', tipo: 'no-disponible' },
    ]);
  });

  it('Booking.com: every "CLOSED - Not available" is a sold stay (LF line ends)', () => {
    expect(leer(fixture('booking.ics'))).toEqual([
      { uid: 'a90207a6098fea365fa0d9ebc4af632d@booking.com', desde: '2026-11-28', hasta: '2026-11-30', resumen: 'CLOSED - Not available', tipo: 'reserva' },
      { uid: '13bcc16d5d6b88c6aa2ea272d6f674a4@booking.com', desde: '2026-12-24', hasta: '2026-12-27', resumen: 'CLOSED - Not available', tipo: 'reserva' },
      { uid: 'fc52e780537991ebb203898f1feac3f4@booking.com', desde: '2027-01-15', hasta: '2027-01-22', resumen: 'CLOSED - Not available', tipo: 'reserva' },
    ]);
  });

  it('Vrbo: "Reserved - Name" is a booking (accents kept), "Blocked" closes nights', () => {
    expect(leer(fixture('vrbo.ics'))).toEqual([
      { uid: 'b6c1f2a0-9e8d-4c7b-a6f5-1e2d3c4b5a69', desde: '2026-12-05', hasta: '2026-12-12', resumen: 'Reserved - María José', tipo: 'reserva' },
      { uid: '0d4e7a2c-3b5f-4a18-9c6e-8f1b2d3e4a57', desde: '2027-03-01', hasta: '2027-03-05', resumen: 'Blocked', tipo: 'no-disponible' },
      { uid: '5e9f3b1d-7c2a-4d6e-b8f0-2a4c6e8b0d13', desde: '2027-04-10', hasta: '2027-04-17', resumen: 'Reserved - John Smith', tipo: 'reserva' },
    ]);
  });

  it('Google Calendar: times in Madrid, UTC and New York land on Madrid dates; the cancelled event is gone; the weekly block skips its exceptions and follows its moved Tuesday', () => {
    const bloqueo = (original: string, desde: string, hasta: string): EventoExterno => ({
      uid: `6mantenimiento4k2q8w1e@google.com#${original}`,
      desde,
      hasta,
      resumen: 'Bloqueado',
      tipo: 'no-disponible',
    });

    expect(leer(fixture('google.ics'))).toEqual([
      bloqueo('2026-11-17', '2026-11-17', '2026-11-18'),
      bloqueo('2026-11-24', '2026-11-24', '2026-11-25'),
      { uid: '5q1k8t3m7v2n4p6r9s0u1w3y5z@google.com', desde: '2026-12-01', hasta: '2026-12-04', resumen: 'Grupo Fernández, 3 noches', tipo: 'reserva' },
      bloqueo('2026-12-01', '2026-12-01', '2026-12-02'),
      // 8 December and 29 December are EXDATEs; 15 December was moved to Wednesday 16.
      bloqueo('2026-12-15', '2026-12-16', '2026-12-17'),
      bloqueo('2026-12-22', '2026-12-22', '2026-12-23'),
      // 23:30 UTC on the 30th is 00:30 on New Year's Eve in Madrid (X-WR-TIMEZONE).
      { uid: '7h2j4k6l8m0n@google.com', desde: '2026-12-31', hasta: '2027-01-01', resumen: 'Nochevieja en la suite', tipo: 'reserva' },
      // UNTIL 22:59:59 UTC is the last second of 5 January in Madrid: that Tuesday is in.
      bloqueo('2027-01-05', '2027-01-05', '2027-01-06'),
      // 20:00 in New York on the 20th is 02:00 on the 21st in Madrid.
      { uid: '3d5f7h9j1k3m@google.com', desde: '2027-01-21', hasta: '2027-01-22', resumen: 'Mr. Brown (vuelo desde Nueva York)', tipo: 'reserva' },
    ]);
  });

  it('Google Calendar: the same feed read weeks later keeps the same uids for the occurrences still ahead', () => {
    const ahora = leer(fixture('google.ics')).filter((e) => e.desde >= '2026-12-20');
    const despues = leer(fixture('google.ics'), '2026-12-20');

    expect(despues).toEqual(ahora);
  });
});

describe('leerCalendario refuses what is not a calendar', () => {
  it.each([
    ['an HTML login page', '<!DOCTYPE html>\n<html><head><title>Log in</title></head><body>Session expired</body></html>\n'],
    ['an empty body', ''],
    ['only blank lines', '\r\n\r\n'],
    ['a JSON error', '{"error":"not found"}'],
    ['a calendar cut short inside an event', fixture('airbnb.ics').slice(0, 600)],
    ['a calendar without its END:VCALENDAR', fixture('booking.ics').replace('END:VCALENDAR\n', '')],
    ['a block closed out of order', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\nEND:VEVENT\r\n'],
    ['text before the calendar', 'Error 503\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n'],
  ])('%s', (_caso, texto) => {
    expect(() => leer(texto)).toThrow(CalendarioInvalidoError);
  });

  it('a booking whose dates cannot be read stops the import instead of leaving the room free', () => {
    const texto = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:2026-12-01\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

    expect(() => leer(texto)).toThrow(/DTSTART ilegible en el evento x/);
  });

  it('a valid calendar with no events is an empty room, not an error', () => {
    expect(leer('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//admin.booking.com//NONSGML v1.0//EN\r\nEND:VCALENDAR\r\n')).toEqual([]);
  });

  it('asks for a real "hoy" and a whole, non-negative horizon', () => {
    expect(() => leerCalendario(fixture('vrbo.ics'), { hoy: '15/11/2026' })).toThrow(RangeError);
    expect(() => leerCalendario(fixture('vrbo.ics'), { hoy: HOY, horizonteDias: -1 })).toThrow(RangeError);
  });
});

describe('leerCalendario reads what escribirCalendario writes', () => {
  it('gives back the same stays, summaries with escapes, accents and emoji included', () => {
    const eventos: EventoIcal[] = [
      { uid: 'r-2@recepcion', desde: '2026-12-24', hasta: '2027-01-02', resumen: 'Familia Núñez; 2 adultos, 1 niño\nLlega tarde \\ avisar 🎄' },
      { uid: 'r-1@recepcion', desde: '2026-12-01', hasta: '2026-12-04', resumen: 'Reservado' },
      { uid: 'b-1@recepcion', desde: '2027-02-28', hasta: '2027-03-01', resumen: 'No disponible' },
      { uid: 'r-0@recepcion', desde: '2026-11-01', hasta: '2026-11-03', resumen: 'Ya salió' },
    ];
    const texto = escribirCalendario({ nombre: 'Habitación 101', dtstamp: new Date('2026-11-15T09:00:00Z'), eventos });

    expect(leer(texto)).toEqual([
      { ...eventos[1], tipo: 'reserva' },
      { ...eventos[0], tipo: 'reserva' },
      { ...eventos[2], tipo: 'no-disponible' },
    ]);
  });
});
