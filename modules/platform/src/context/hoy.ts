import { sumarDias } from '@recepcion/domain';
import { diaDelVisitante, inicioDelDiaDelVisitante } from './dia-del-visitante';
import { type RequestContextData, requestContext } from './request-context';

/** The request's day, `yyyy-MM-dd` in UTC: the product's "today" (the clock a test sets, too). */
export const hoyUtc = (): string => requestContext.require().now.toISOString().slice(0, 10);

/** The zone the hotel's day is read in: the hotel's own (its configuration), else the desk browser's. */
const zonaDelDia = ({ zonaDelHotel, zonaDelNavegador }: RequestContextData): string | undefined => zonaDelHotel ?? zonaDelNavegador;

/**
 * The hotel's day, in the hotel's time zone (its configuration's `ZonaHoraria`), or, while it has
 * none, in the one the desk's browser names (the `tz` cookie every page writes): a Chilean desk at
 * 22:00 is still on its day while UTC's has turned, and a Spanish one at 00:30 is on the new one
 * (a zone or offset is never more than 14 hours from UTC, so never more than a day); UTC's day
 * with neither. For the desk's rules (close, no-show, check-in), housekeeping's daily service and
 * the booking page's dates.
 */
export function hoyDelHotel(): string {
  const contexto = requestContext.require();
  return diaDelVisitante(contexto.now, zonaDelDia(contexto));
}

/**
 * The instants (ISO 8601, UTC) the hotel's day `fecha` runs between, `[desde, hasta)`, in the
 * desk's zone as `hoyDelHotel` reads it: what happened "on" a day (a cancellation recorded at 22:00
 * in Santiago belongs to that day, not to UTC's next one).
 */
export function horasDelDiaDelHotel(fecha: string): { desde: string; hasta: string } {
  const zona = zonaDelDia(requestContext.require());
  return { desde: inicioDelDiaDelVisitante(fecha, zona), hasta: inicioDelDiaDelVisitante(sumarDias(fecha, 1), zona) };
}
