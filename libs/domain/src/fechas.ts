const DIA_MS = 86_400_000;

const DIAS_DEL_MES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const GUION = 45;

/** The number written by the ASCII digits of `texto` from `desde` to `hasta`; NaN if one is not a digit. */
function digitos(texto: string, desde: number, hasta: number): number {
  let n = 0;
  for (let i = desde; i < hasta; i++) {
    const d = texto.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}

/**
 * `yyyy-MM-dd` (the wire format) to a UTC day number, refusing impossible dates. Read digit by
 * digit (it runs for every night of every reservation written); years before 100 are refused, as
 * JavaScript dates would read them as 19xx.
 */
export function diaIso(fecha: string): number {
  if (typeof fecha !== 'string' || fecha.length !== 10 || fecha.charCodeAt(4) !== GUION || fecha.charCodeAt(7) !== GUION) throw new RangeError(`Fecha no válida: ${fecha}`);
  const y = digitos(fecha, 0, 4);
  const m = digitos(fecha, 5, 7);
  const d = digitos(fecha, 8, 10);
  const bisiesto = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (!(y >= 100 && m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 && bisiesto ? 29 : DIAS_DEL_MES[m - 1]))) throw new RangeError(`Fecha no válida: ${fecha}`);
  return Date.UTC(y, m - 1, d) / DIA_MS;
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
