import type { TramoNoches } from '@recepcion/contracts';
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
  /** The nights per season the unit price is the average of (`nochesQueExplican`); absent or not applying: every night at the unit price. */
  alojamientoNoches?: readonly TramoNoches[] | null;
  regimenNoches?: readonly TramoNoches[] | null;
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
 * likewise with its own flag; the line total is their sum, rounded once for the currency (spec
 * section 9: «accommodation plus regime, rounded»), not the sum of the two rounded parts, which
 * can be a cent (a unit) off. Each part is still shown rounded. Base and tax split the total by the
 * reservation's tax (included or added). A stay priced night by night (its nights per season,
 * while they still explain the unit price) totals the sum of its nights instead: 60.000 + 60.000 +
 * 80.000 is 200.000, not the rounded average 66.667 × 3.
 */
export function totalesLinea(
  linea: DatosLineaHabitacion,
  porPersona: PreciosPorPersona,
  impuesto: { porcentaje: number; incluido: boolean },
  centavos = true,
): TotalesLinea {
  const n = noches(linea.checkIn, linea.checkOut);
  const pax = Math.max(1, linea.cantidadPasajeros);
  const porNoches = (precio: number, detalle: readonly TramoNoches[] | null | undefined) => {
    const aplicable = nochesQueExplican(detalle, linea, precio, centavos);
    return aplicable ? sumaDeNoches(aplicable) : precio * n;
  };
  const alojamiento = porNoches(linea.alojamientoPrecioUnitario, linea.alojamientoNoches) * (porPersona.habitacion ? pax : 1);
  const regimen = porNoches(linea.regimenPrecioUnitario ?? 0, linea.regimenPrecioUnitario === null ? null : linea.regimenNoches) * (porPersona.regimen ? pax : 1);
  // aplicarImpuesto rounds the sum: the one rounding of the line total.
  const { base, impuesto: tax, total } = aplicarImpuesto(alojamiento + regimen, impuesto, centavos);
  return { noches: n, alojamientoTotal: redondearMonto(alojamiento, centavos), regimenTotal: redondearMonto(regimen, centavos), total, base, impuesto: tax };
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

/** Σ nights × price of each run, unrounded (the caller rounds once, after the guests). */
function sumaDeNoches(detalle: readonly TramoNoches[]): number {
  return detalle.reduce((s, t) => s + (t.Precio ?? 0) * t.Noches, 0);
}

/** The average night of runs that all have a price, rounded for the currency: the unit price a line keeps. */
export function precioPromedioDeNoches(detalle: readonly TramoNoches[], centavos = true): number {
  const n = detalle.reduce((s, t) => s + t.Noches, 0);
  return n > 0 ? redondearMonto(redondearMonto(sumaDeNoches(detalle), centavos) / n, centavos) : 0;
}

/**
 * The nights per season (the price list's `DetalleNoches`) that explain a line's unit price, or
 * null. They do when they cover the stay's nights exactly and in order (each run from its `Desde`,
 * `Noches` nights, to its `Hasta`; the first from the check-in, the last to the check-out), every
 * night has a price (≥ 0), and the unit price is their average night rounded for the currency: the
 * price the price list proposed for that very stay. A price typed over it, or the line's dates
 * changed since, and they no longer do: every night is then at the unit price, as before.
 */
export function nochesQueExplican(
  detalle: readonly TramoNoches[] | null | undefined,
  estadia: { checkIn: string; checkOut: string },
  precioUnitario: number | null | undefined,
  centavos = true,
): TramoNoches[] | null {
  if (!Array.isArray(detalle) || detalle.length === 0 || typeof precioUnitario !== 'number') return null;
  try {
    let dia = diaIso(estadia.checkIn);
    for (const t of detalle) {
      if (!t || !Number.isInteger(t.Noches) || t.Noches < 1) return null;
      if (typeof t.Precio !== 'number' || !Number.isFinite(t.Precio) || t.Precio < 0) return null;
      if (diaIso(t.Desde) !== dia || diaIso(t.Hasta) !== dia + t.Noches) return null;
      dia += t.Noches;
    }
    if (dia !== diaIso(estadia.checkOut)) return null;
  } catch {
    return null;
  }
  return precioPromedioDeNoches(detalle, centavos) === redondearMonto(precioUnitario, centavos) ? detalle.map((t) => ({ ...t })) : null;
}

/**
 * The nights per season of a line a calendar move or resize puts on new dates, from the nights
 * that explained its price: moved whole (as many nights), each night keeps its price in order; made
 * longer, an added night takes the price of the night next to it (the first's before, the last's
 * after); made shorter, the nights left keep theirs. The agreed prices stay; nothing is asked again.
 */
export function reubicarNoches(detalle: readonly TramoNoches[], checkIn: string, checkOut: string): TramoNoches[] {
  const antes = detalle.flatMap((t) => Array.from({ length: t.Noches }, () => t));
  if (antes.length === 0) return [];
  const inicioAntes = diaIso(detalle[0].Desde);
  const inicio = diaIso(checkIn);
  const total = diaIso(checkOut) - inicio;
  const desplazamiento = total === antes.length ? inicio - inicioAntes : 0;
  const tramos: TramoNoches[] = [];
  for (let i = 0; i < total; i++) {
    const origen = antes[Math.min(antes.length - 1, Math.max(0, inicio + i - desplazamiento - inicioAntes))];
    const fecha = sumarDias(checkIn, i);
    const ultimo = tramos[tramos.length - 1];
    if (ultimo && ultimo.TemporadaId === origen.TemporadaId && ultimo.Precio === origen.Precio) {
      ultimo.Noches += 1;
      ultimo.Hasta = sumarDias(fecha, 1);
    } else {
      tramos.push({ Desde: fecha, Hasta: sumarDias(fecha, 1), Noches: 1, TemporadaId: origen.TemporadaId, TemporadaNombre: origen.TemporadaNombre, Precio: origen.Precio });
    }
  }
  return tramos;
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
