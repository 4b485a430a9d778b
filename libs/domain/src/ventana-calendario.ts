/**
 * The occupancy calendar's window: its first day and its view, how it opens and its title. Here
 * rather than in the calendar's micro-frontend because the server paints that title in a signed-in
 * page's header before the calendar runs (modules/platform's marcos-pintados.ts).
 */
import { diaIso } from './fechas';
import { MESES } from './formato-fecha';
import { sumarDias } from './linea-habitacion';

/** The calendar's views (spec section 9): 7, 14 or 21 days, or a month's days (from the same start). */
export type Vista = 7 | 14 | 21 | 'mes';

/** Default start: today minus 2 days. */
export const DIAS_ANTES_DE_HOY = 2;

export interface Ventana {
  /** First day shown, `yyyy-MM-dd`. */
  desde: string;
  vista: Vista;
}

/** Mobile detection is by user agent (spec section 9). */
export function esMovil(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

function primeroDelMes(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function sumarMeses(iso: string, meses: number): string {
  const [y, m] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + meses;
  const anio = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  return `${anio}-${String(mes).padStart(2, '0')}-01`;
}

export function diasDelMes(iso: string): number {
  return diaIso(sumarMeses(iso, 1)) - diaIso(primeroDelMes(iso));
}

/** The opening window: today minus 2 days, 14 columns (7 on a mobile). */
export function ventanaInicial(hoy: string, userAgent: string): Ventana {
  return { desde: sumarDias(hoy, -DIAS_ANTES_DE_HOY), vista: esMovil(userAgent) ? 7 : 14 };
}

/** Number of columns of the window. */
export function cantidadDias(v: Ventana): number {
  return v.vista === 'mes' ? diasDelMes(v.desde) : v.vista;
}

/** The window's title: `3 de agosto – 16 de agosto de 2027`. */
export function tituloVentana(v: Ventana): string {
  const hasta = sumarDias(v.desde, cantidadDias(v) - 1);
  const f = (iso: string) => `${Number(iso.slice(8, 10))} de ${MESES[Number(iso.slice(5, 7)) - 1]}`;
  return `${f(v.desde)} – ${f(hasta)} de ${hasta.slice(0, 4)}`;
}
