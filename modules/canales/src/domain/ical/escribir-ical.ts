import { diaDeFecha, fechaCompacta } from './fechas-ical';
import { plegarLinea } from './lineas-ical';
import { escaparTexto } from './texto-ical';

export { plegarLinea } from './lineas-ical';

/** An occupation to publish to another channel. */
export interface EventoIcal {
  uid: string;
  /** First night, `yyyy-MM-dd`. */
  desde: string;
  /** Check-out day, `yyyy-MM-dd`, exclusive. */
  hasta: string;
  resumen: string;
}

export interface OpcionesEscritura {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME). */
  nombre: string;
  /** When the feed was generated; every event carries it as DTSTAMP. */
  dtstamp: Date;
  eventos: readonly EventoIcal[];
}

/** `yyyyMMddTHHmmssZ`, the UTC form DTSTAMP requires. */
function fechaHoraUtc(instante: Date): string {
  if (Number.isNaN(instante.getTime())) throw new RangeError('DTSTAMP no válido');
  return instante.toISOString().replace(/\.\d{3}/, '').replace(/[-:]/g, '');
}

function lineasDelEvento(evento: EventoIcal, dtstamp: string): string[] {
  if (evento.uid.trim() === '') throw new RangeError('Evento sin UID');
  if (diaDeFecha(evento.hasta) <= diaDeFecha(evento.desde)) throw new RangeError(`El evento ${evento.uid} no ocupa ninguna noche (${evento.desde} → ${evento.hasta})`);
  return [
    'BEGIN:VEVENT',
    `UID:${escaparTexto(evento.uid)}`,
    `DTSTAMP:${dtstamp}`,
    // All-day dates: a stay is a run of nights, not times, and every channel reads DATE values.
    `DTSTART;VALUE=DATE:${fechaCompacta(evento.desde)}`,
    `DTEND;VALUE=DATE:${fechaCompacta(evento.hasta)}`,
    `SUMMARY:${escaparTexto(evento.resumen)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * An RFC 5545 calendar publishing the events as all-day occupations: CRLF line ends, lines folded
 * at 75 octets, text escaped. The same input gives the same bytes.
 */
export function escribirCalendario(opciones: OpcionesEscritura): string {
  const dtstamp = fechaHoraUtc(opciones.dtstamp);
  const lineas = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Recepcion//Canales//ES',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escaparTexto(opciones.nombre)}`,
    ...opciones.eventos.flatMap((evento) => lineasDelEvento(evento, dtstamp)),
    'END:VCALENDAR',
  ];
  return lineas.map((linea) => `${plegarLinea(linea)}\r\n`).join('');
}
