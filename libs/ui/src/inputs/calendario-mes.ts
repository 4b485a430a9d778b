import { diaIso, isoDesdeDia } from '@recepcion/domain';

/** Monday = 0 ... Sunday = 6 (1970-01-01, day 0, was a Thursday). */
export function diaDeSemana(iso: string): number {
  return (((diaIso(iso) + 3) % 7) + 7) % 7;
}

function diasDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** The same day `n` months later, kept inside the month (31 January + 1 -> 28/29 February). */
export function sumarMeses(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  const anio = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const dia = Math.min(d, diasDelMes(anio, mes));
  return `${anio}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** The weeks of the month holding `iso`, Monday first; null marks days of other months. */
export function semanasDelMes(iso: string): (string | null)[][] {
  const [y, m] = iso.split('-').map(Number);
  const primero = `${y}-${String(m).padStart(2, '0')}-01`;
  const inicio = diaIso(primero);
  const dias: (string | null)[] = Array.from({ length: diaDeSemana(primero) }, () => null);
  for (let i = 0; i < diasDelMes(y, m); i++) dias.push(isoDesdeDia(inicio + i));
  while (dias.length % 7) dias.push(null);
  const semanas: (string | null)[][] = [];
  for (let i = 0; i < dias.length; i += 7) semanas.push(dias.slice(i, i + 7));
  return semanas;
}

/** Keeps a day inside [min, max]. */
export function acotar(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}
