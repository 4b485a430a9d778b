import { ReglaNegocioError } from '../errors/domain-errors';

/** SQLSTATE of an exclusion constraint violation (`EXCLUDE USING gist ...`). */
export const VIOLACION_DE_EXCLUSION = '23P01';

/**
 * Did this error come from an exclusion constraint (optionally: this one)? The driver's error
 * carries the SQLSTATE; a wrapped one may only keep the constraint's name in its message.
 */
export function esViolacionDeExclusion(error: unknown, restriccion?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null | undefined;
  if (e?.code === VIOLACION_DE_EXCLUSION) return !restriccion || !e.constraint || e.constraint === restriccion || String(e.message).includes(restriccion);
  return Boolean(restriccion) && String(e?.message).includes(restriccion!);
}

/**
 * Runs `trabajo` and turns an exclusion violation into the business rule it guards
 * (`ReglaNegocioError(mensaje)`, a 400 with the spec's message); any other error passes through.
 */
export async function exclusionComoRegla<T>(trabajo: () => Promise<T>, mensaje: string, restriccion?: string): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (esViolacionDeExclusion(error, restriccion)) throw new ReglaNegocioError(mensaje);
    throw error;
  }
}
