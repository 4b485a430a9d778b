import { diaIso } from './fechas';
import { isoDesdeDia } from './formato-fecha';

/**
 * The date windows of the reports (spec section 5, "Reports", and section 9): month snapping, the
 * 13-month cap and the default ranges. The report pages apply them to their filters and the API
 * applies them again to the dates it is sent, so both read the same window. Dates are wire dates
 * (`yyyy-MM-dd`); every function refuses an impossible one (RangeError from `diaIso`).
 */

/** A report covers at most 13 months (spec section 9). */
export const MESES_MAXIMOS_INFORME = 13;

export interface VentanaInforme {
  desde: string;
  hasta: string;
}

const dos = (n: number) => String(n).padStart(2, '0');

function partes(iso: string): [number, number, number] {
  diaIso(iso);
  const [y, m, d] = iso.split('-').map(Number);
  return [y, m, d];
}

/** The first day of `iso`'s month: `2026-02-17` → `2026-02-01`. */
export function primerDiaDelMes(iso: string): string {
  const [y, m] = partes(iso);
  return `${y}-${dos(m)}-01`;
}

/** The last day of `iso`'s month: `2028-02-10` → `2028-02-29`. */
export function ultimoDiaDelMes(iso: string): string {
  const [y, m] = partes(iso);
  // Day 0 of the next month is the last day of this one.
  return isoDesdeDia(Date.UTC(y, m, 0) / 86_400_000);
}

/** The first day of the month `meses` months after `iso`'s (negative: before). */
export function primerDiaDelMesMas(iso: string, meses: number): string {
  const [y, m] = partes(iso);
  const indice = y * 12 + (m - 1) + meses;
  return `${Math.floor(indice / 12)}-${dos((indice % 12) + 1)}-01`;
}

/** The last day a window starting on `desde` may reach: the end of the 12th month after `desde`'s (13 months in all). */
export function topeVentanaInforme(desde: string): string {
  return ultimoDiaDelMes(primerDiaDelMesMas(desde, MESES_MAXIMOS_INFORME - 1));
}

function acotar(desde: string, hasta: string | null | undefined): string {
  const tope = topeVentanaInforme(desde);
  if (!hasta || diaIso(hasta) < diaIso(desde)) return ultimoDiaDelMes(desde);
  return diaIso(hasta) > diaIso(tope) ? tope : hasta;
}

/**
 * Activity by client (InfActividad*): the start snapped to its month's first day, the end to its
 * month's last day; an end before the start (or none) becomes the end of the start's month; at
 * most 13 months.
 */
export function ventanaActividad(desde: string, hasta: string | null | undefined): VentanaInforme {
  const inicio = primerDiaDelMes(desde);
  return { desde: inicio, hasta: acotar(inicio, hasta ? ultimoDiaDelMes(hasta) : null) };
}

/** Monthly statistics: the same window as the activity reports (whole months, at most 13). */
export function ventanaEstadisticaMensual(desde: string, hasta: string | null | undefined): VentanaInforme {
  return ventanaActividad(desde, hasta);
}

/**
 * Daily statistics: the start as given; the end defaults to the end of the start's month, an end
 * before the start becomes that too, and the end is capped at the end of the 12th month after.
 */
export function ventanaEstadisticaDiaria(desde: string, hasta: string | null | undefined): VentanaInforme {
  partes(desde);
  return { desde, hasta: acotar(desde, hasta) };
}

/** The month a national statistics (INE) report covers: the month of `desde`. */
export function mesDeInforme(desde: string): VentanaInforme {
  return { desde: primerDiaDelMes(desde), hasta: ultimoDiaDelMes(desde) };
}

/** The reports whose filters start from a default (spec section 9, "Default ranges"). */
export type InformeConRango =
  | 'ine'
  | 'habitaciones-disponibles'
  | 'reservas-cargos-ingresos'
  | 'estado-hotel'
  | 'actividad'
  | 'estadistica-diaria'
  | 'estadistica-mensual';

/**
 * The filter a report opens with, given the user's today. Spec section 9: INE reports and the
 * availability report from the first of the current month; reservations with charges from the
 * first of the current month to the end of the next; housekeeping today. The spec names no
 * default for the others: activity and daily statistics show the current month, monthly
 * statistics the current year (January to December).
 */
export function rangoPorDefecto(informe: InformeConRango, hoy: string): VentanaInforme {
  const mes = primerDiaDelMes(hoy);
  switch (informe) {
    case 'ine':
    case 'habitaciones-disponibles':
      return { desde: mes, hasta: ultimoDiaDelMes(mes) };
    case 'reservas-cargos-ingresos':
      return { desde: mes, hasta: ultimoDiaDelMes(primerDiaDelMesMas(mes, 1)) };
    case 'estado-hotel':
      return { desde: hoy, hasta: hoy };
    case 'actividad':
    case 'estadistica-diaria':
      return { desde: mes, hasta: ultimoDiaDelMes(mes) };
    case 'estadistica-mensual': {
      const anio = hoy.slice(0, 4);
      return { desde: `${anio}-01-01`, hasta: `${anio}-12-31` };
    }
  }
}
