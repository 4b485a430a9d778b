import { diaIso, sumarDias } from '@recepcion/domain';
import { hoyDelHotel } from '@recepcion/session';

/** The hotel's today, `yyyy-MM-dd` (in its time zone; this computer's day while it has none). */
export const hoy = (): string => hoyDelHotel();

/** Today plus `dias` (negative: before), `yyyy-MM-dd`. */
export const hoyMas = (dias: number): string => sumarDias(hoy(), dias);

/** Whether `iso` is a real day written `yyyy-MM-dd`. */
export function esFecha(iso: string | null | undefined): iso is string {
  if (!iso) return false;
  try {
    diaIso(iso);
    return true;
  } catch {
    return false;
  }
}

export { sumarDias };
