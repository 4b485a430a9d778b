import { sumarDias } from '@recepcion/domain';
import { diaDelVisitante, inicioDelDiaDelVisitante } from './dia-del-visitante';
import { requestContext } from './request-context';

/** The request's day, `yyyy-MM-dd` in UTC: the product's "today" (the clock a test sets, too). */
export const hoyUtc = (): string => requestContext.require().now.toISOString().slice(0, 10);

/**
 * The hotel's day: the desk's, in the time zone its browser names (the `tz` cookie every page
 * writes), so a Chilean desk at 22:00 is still on its day while UTC's has turned, and a Spanish one
 * at 00:30 is on the new one (a zone or offset is never more than 14 hours from UTC, so never more
 * than a day); UTC's day for a caller without the cookie. For the desk's rules (close, no-show,
 * check-in); the public booking page's visitors are elsewhere.
 */
export function hoyDelHotel(): string {
  const { now, zonaDelNavegador } = requestContext.require();
  return diaDelVisitante(now, zonaDelNavegador);
}

/**
 * The instants (ISO 8601, UTC) the hotel's day `fecha` runs between, `[desde, hasta)`, in the
 * desk's zone as `hoyDelHotel` reads it: what happened "on" a day (a cancellation recorded at 22:00
 * in Santiago belongs to that day, not to UTC's next one).
 */
export function horasDelDiaDelHotel(fecha: string): { desde: string; hasta: string } {
  const { zonaDelNavegador } = requestContext.require();
  return { desde: inicioDelDiaDelVisitante(fecha, zonaDelNavegador), hasta: inicioDelDiaDelVisitante(sumarDias(fecha, 1), zonaDelNavegador) };
}
