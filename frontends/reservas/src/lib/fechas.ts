import { diaIso, isoDeFechaLocal, sumarDias } from '@recepcion/domain';

/** The user's today, `yyyy-MM-dd`. */
export const hoy = (): string => isoDeFechaLocal(new Date());

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
