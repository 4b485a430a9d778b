import { redondearMonto } from './dinero';
import { diaIso, noches } from './fechas';
import { aplicarImpuesto } from './impuesto';

/** What a room line's totals depend on (spec section 9). */
export interface DatosLineaHabitacion {
  checkIn: string;
  checkOut: string;
  cantidadPasajeros: number;
  alojamientoPrecioUnitario: number;
  /** Null: no meal plan, its price is cleared. */
  regimenPrecioUnitario: number | null;
}

export interface PreciosPorPersona {
  habitacion: boolean;
  regimen: boolean;
}

export interface TotalesLinea {
  noches: number;
  alojamientoTotal: number;
  regimenTotal: number;
  total: number;
  base: number;
  impuesto: number;
}

/**
 * Accommodation total = unit price × nights (× guests if priced per person); the meal plan
 * likewise with its own flag; the line total is their sum rounded for the currency. Base and tax
 * split the total by the reservation's tax (included or added).
 */
export function totalesLinea(
  linea: DatosLineaHabitacion,
  porPersona: PreciosPorPersona,
  impuesto: { porcentaje: number; incluido: boolean },
  centavos = true,
): TotalesLinea {
  const n = noches(linea.checkIn, linea.checkOut);
  const pax = Math.max(1, linea.cantidadPasajeros);
  const alojamientoTotal = redondearMonto(linea.alojamientoPrecioUnitario * n * (porPersona.habitacion ? pax : 1), centavos);
  const regimenTotal = redondearMonto((linea.regimenPrecioUnitario ?? 0) * n * (porPersona.regimen ? pax : 1), centavos);
  const { base, impuesto: tax, total } = aplicarImpuesto(alojamientoTotal + regimenTotal, impuesto, centavos);
  return { noches: n, alojamientoTotal, regimenTotal, total, base, impuesto: tax };
}

/**
 * Editing a line's total recomputes the unit price: total ÷ nights (÷ guests if per person).
 * The meal plan keeps its price; the accommodation absorbs the change.
 */
export function precioUnitarioDesdeTotal(
  totalAlojamiento: number,
  linea: Pick<DatosLineaHabitacion, 'checkIn' | 'checkOut' | 'cantidadPasajeros'>,
  porPersona: boolean,
  centavos = true,
): number {
  const n = noches(linea.checkIn, linea.checkOut);
  if (n <= 0) return 0;
  return redondearMonto(totalAlojamiento / n / (porPersona ? Math.max(1, linea.cantidadPasajeros) : 1), centavos);
}

/** Half-open stays [checkIn, checkOut) overlap: a stay may start on another's check-out day. */
export function estadiasSeSolapan(a: { checkIn: string; checkOut: string }, b: { checkIn: string; checkOut: string }): boolean {
  return diaIso(a.checkIn) < diaIso(b.checkOut) && diaIso(b.checkIn) < diaIso(a.checkOut);
}

/** `yyyy-MM-dd` plus days. */
export function sumarDias(fecha: string, dias: number): string {
  return new Date((diaIso(fecha) + dias) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A reservation's own dates after one of its stays moved or changed length in the calendar: the
 * first check-in and the last check-out of its room lines. Every read model applies this one rule
 * to `ReservaTrasladada` and `EstadiaRedimensionada`, so the list, the reports and the calendar's
 * search agree with the reservation.
 */
export function fechasDeLasLineas(lineas: readonly { CheckIn: string; CheckOut: string }[]): { CheckIn: string; CheckOut: string } | null {
  if (lineas.length === 0) return null;
  let CheckIn = lineas[0].CheckIn;
  let CheckOut = lineas[0].CheckOut;
  for (const l of lineas) {
    if (l.CheckIn < CheckIn) CheckIn = l.CheckIn;
    if (l.CheckOut > CheckOut) CheckOut = l.CheckOut;
  }
  return { CheckIn, CheckOut };
}
