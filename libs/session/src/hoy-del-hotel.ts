import { diaEnZona } from '@recepcion/domain';
import { session } from './session-store';

/**
 * The hotel's "today", `yyyy-MM-dd`: the day in its time zone (its configuration's ZonaHoraria)
 * whatever zone this computer is set to, as the server reads it; this computer's day while the
 * hotel has none or nobody is signed in. Every screen's default date comes from here.
 */
export function hoyDelHotel(ahora: Date = new Date()): string {
  return diaEnZona(ahora, session.get().config?.ZonaHoraria);
}
