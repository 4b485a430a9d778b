import { esFechaIso, formatearFecha, MESES, sumarDias } from '@recepcion/domain';
import { hoyDelHotel } from '@recepcion/session';

/** The hotel's today, `yyyy-MM-dd` (in its time zone; this computer's day while it has none). */
export const hoy = (): string => hoyDelHotel();

/** Whether `iso` is a real day written `yyyy-MM-dd`. */
export const esFecha = (iso: string | null | undefined): iso is string => esFechaIso(iso);

/** `2026-11-01` → `noviembre de 2026`. */
export function nombreMes(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return `${MESES[m - 1]} de ${y}`;
}

/** `2026-11-01` → `nov 2026` (chart axes, monthly rows). */
export function mesCorto(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return `${MESES[m - 1].slice(0, 3)} ${y}`;
}

/** `2026-11-23` → `23-11` (daily chart axes). */
export const diaCorto = (iso: string): string => formatearFecha(iso).slice(0, 5);

/** The period a report read, `01-11-2026 al 30-11-2026`. */
export const periodo = (desde: string, hasta: string): string => `${formatearFecha(desde)} al ${formatearFecha(hasta)}`;

export { formatearFecha, sumarDias };
