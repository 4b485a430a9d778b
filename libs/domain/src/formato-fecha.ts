import { diaIso } from './fechas';

/** Spanish month names (spec section 9), January first. */
export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Weekday names, Monday first as Spanish calendars start the week. */
export const DIAS_SEMANA = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

const DIA_MS = 86_400_000;
const dos = (n: number) => String(n).padStart(2, '0');

/** A UTC day number back to `yyyy-MM-dd`. */
export function isoDesdeDia(dia: number): string {
  const fecha = new Date(dia * DIA_MS);
  return `${fecha.getUTCFullYear()}-${dos(fecha.getUTCMonth() + 1)}-${dos(fecha.getUTCDate())}`;
}

/** The local calendar day of a Date (the user's "today") as `yyyy-MM-dd`. */
export function isoDeFechaLocal(fecha: Date): string {
  return `${fecha.getFullYear()}-${dos(fecha.getMonth() + 1)}-${dos(fecha.getDate())}`;
}

/**
 * The calendar day of `ahora` in the time zone `zona` (`America/Santiago`) as `yyyy-MM-dd`: the
 * hotel's day wherever the computer is. Without a zone, or with one this browser does not know,
 * the computer's own day (`isoDeFechaLocal`).
 */
export function diaEnZona(ahora: Date, zona: string | null | undefined): string {
  if (!zona) return isoDeFechaLocal(ahora);
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ahora);
  } catch {
    return isoDeFechaLocal(ahora);
  }
}

/**
 * `yyyy-MM-dd` (or an ISO date-time, whose date part is used) to `dd-MM-yyyy`, the format of
 * spec section 9. Empty or unreadable values give ''.
 */
export function formatearFecha(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/**
 * A moment (an ISO date-time) as `dd-MM-yyyy HH:mm` in the browser's time, `dd-MM-yyyy HH:mm:ss`
 * with `segundos`. Empty or unreadable values give ''.
 */
export function formatearMomento(iso: string | null | undefined, { segundos = false }: { segundos?: boolean } = {}): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatearFecha(isoDeFechaLocal(d))} ${dos(d.getHours())}:${dos(d.getMinutes())}${segundos ? `:${dos(d.getSeconds())}` : ''}`;
}

/**
 * Reads a typed date, `dd-MM-yyyy` (also `d-M-yyyy`, `/` or `.` between the parts, or the eight
 * digits `ddMMyyyy`), to `yyyy-MM-dd`. Impossible dates (31-02-2026) and other text give null.
 */
export function parsearFecha(texto: string | null | undefined): string | null {
  if (!texto) return null;
  const limpio = texto.trim();
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(limpio) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(limpio);
  if (!match) return null;
  const iso = `${match[3]}-${dos(Number(match[2]))}-${dos(Number(match[1]))}`;
  try {
    diaIso(iso);
    return iso;
  } catch {
    return null;
  }
}

/** `2026-01-05` -> `lunes 5 de enero de 2026`, for screen readers and tooltips. */
export function fechaLarga(iso: string): string {
  const dia = diaIso(iso);
  const [y, m, d] = iso.split('-').map(Number);
  // Day 0 (1970-01-01) was a Thursday: index 3 in a Monday-first week.
  const semana = DIAS_SEMANA[(((dia + 3) % 7) + 7) % 7];
  return `${semana} ${d} de ${MESES[m - 1]} de ${y}`;
}
