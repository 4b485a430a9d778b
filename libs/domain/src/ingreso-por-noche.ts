import type { TramoNoches } from '@recepcion/contracts';
import { noches } from './fechas';

/** What a room line's nights are priced from: its stay and meal plan, each a total, a unit price and maybe nights per season. */
export interface LineaPorNoches {
  checkIn: string;
  checkOut: string;
  alojamientoPrecioUnitario: number;
  alojamientoTotal: number;
  alojamientoNoches: readonly TramoNoches[] | null;
  regimenPrecioUnitario: number | null;
  regimenTotal: number;
  regimenNoches: readonly TramoNoches[] | null;
}

/**
 * One part of a line (stay or meal plan) on night `noche`: its night's price (the season's, when
 * the line's nights per season cover the line exactly, else the unit price) as a share of all its
 * nights' prices, times the part's total. The total carries what the price leaves out (guests
 * when priced per person), so the nights add up to the total.
 */
function parteDeLaNoche(total: number, unitario: number, tramos: readonly TramoNoches[] | null, linea: LineaPorNoches, noche: string): number {
  const n = noches(linea.checkIn, linea.checkOut);
  if (n <= 0 || total === 0) return 0;
  const cubre = tramos && tramos.length > 0 && tramos.reduce((s, t) => s + t.Noches, 0) === n;
  const suma = cubre ? tramos.reduce((s, t) => s + (t.Precio ?? 0) * t.Noches, 0) : unitario * n;
  if (suma === 0) return total / n;
  const precio = cubre ? (tramos.find((t) => t.Desde <= noche && noche < t.Hasta)?.Precio ?? 0) : unitario;
  return (total * precio) / suma;
}

/** A sold room's revenue on night `noche`: its stay's night plus its meal plan's night, unrounded. */
export function ingresoDeLaNoche(linea: LineaPorNoches, noche: string): number {
  const alojamiento = parteDeLaNoche(linea.alojamientoTotal, linea.alojamientoPrecioUnitario, linea.alojamientoNoches, linea, noche);
  const regimen = linea.regimenPrecioUnitario === null ? 0 : parteDeLaNoche(linea.regimenTotal, linea.regimenPrecioUnitario, linea.regimenNoches, linea, noche);
  return alojamiento + regimen;
}
