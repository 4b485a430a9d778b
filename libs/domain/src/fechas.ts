const DIA_MS = 86_400_000;

/** `yyyy-MM-dd` (the wire format) to a UTC day number, refusing impossible dates. */
export function diaIso(fecha: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  if (!match) throw new RangeError(`Fecha no válida: ${fecha}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`Fecha no válida: ${fecha}`);
  }
  return ms / DIA_MS;
}

/** Stay nights = day difference between check-in and check-out (spec section 9). */
export function noches(checkIn: string, checkOut: string): number {
  return diaIso(checkOut) - diaIso(checkIn);
}

/** The first and last years a date on the wire may name (spec: real calendar days; nothing before 1900 or after 2200). */
export const ANIO_MINIMO = 1900;
export const ANIO_MAXIMO = 2200;

/** Whether the value is a wire date: `yyyy-MM-dd`, a real calendar day, between 1900 and 2200. */
export function esFechaIso(valor: unknown): valor is string {
  if (typeof valor !== 'string' || valor.length !== 10) return false;
  const anio = Number(valor.slice(0, 4));
  if (anio < ANIO_MINIMO || anio > ANIO_MAXIMO) return false;
  try {
    diaIso(valor);
    return true;
  } catch {
    return false;
  }
}
