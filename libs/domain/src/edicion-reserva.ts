import { diaIso, noches } from './fechas';
import { estadiasSeSolapan, sumarDias } from './linea-habitacion';

/**
 * The editing rules of a reservation (spec section 4, "Reservation editing rules"), pure: the
 * edit modal asks the user and applies what these answer. Dates are `yyyy-MM-dd`.
 */

export interface Estadia {
  CheckIn: string;
  CheckOut: string;
}

/** A room line as far as these rules care: its stay and, for overlaps, its room and identity. */
export interface LineaEstadia extends Estadia {
  HabitacionId: number;
}

const esFecha = (fecha: string | null | undefined): fecha is string => {
  if (!fecha) return false;
  try {
    diaIso(fecha);
    return true;
  } catch {
    return false;
  }
};

/**
 * A new check-in keeps the stay's length: the check-out moves by as many days as the check-in.
 * Without a valid previous stay only the check-in changes.
 */
export function cambiarCheckIn(estadia: Estadia, nuevoCheckIn: string): Estadia {
  if (!esFecha(estadia.CheckIn) || !esFecha(estadia.CheckOut)) return { ...estadia, CheckIn: nuevoCheckIn };
  const duracion = Math.max(1, noches(estadia.CheckIn, estadia.CheckOut));
  return { CheckIn: nuevoCheckIn, CheckOut: sumarDias(nuevoCheckIn, duracion) };
}

/** The lines that began on the reservation's old check-in: the ones a check-in change may shift. */
export function lineasQueComienzan<L extends Estadia>(lineas: readonly L[], checkIn: string): L[] {
  return lineas.filter((l) => l.CheckIn === checkIn);
}

/** The lines that ended on the reservation's old check-out: the ones a check-out change moves. */
export function lineasQueTerminan<L extends Estadia>(lineas: readonly L[], checkOut: string): L[] {
  return lineas.filter((l) => l.CheckOut === checkOut);
}

/**
 * After the user confirms: every line that began on `viejoCheckIn` is shifted whole (check-in
 * and check-out) by the days between the old and new check-in; the others stay as they were.
 */
export function desplazarLineasDesdeCheckIn<L extends Estadia>(lineas: readonly L[], viejoCheckIn: string, nuevoCheckIn: string): L[] {
  if (!esFecha(viejoCheckIn) || !esFecha(nuevoCheckIn)) return [...lineas];
  const dias = diaIso(nuevoCheckIn) - diaIso(viejoCheckIn);
  if (dias === 0) return [...lineas];
  return lineas.map((l) => (l.CheckIn === viejoCheckIn ? { ...l, CheckIn: sumarDias(l.CheckIn, dias), CheckOut: sumarDias(l.CheckOut, dias) } : l));
}

/**
 * A new reservation check-out moves the check-out of the lines that ended on the old one. A line
 * the new date would leave without a night keeps its dates.
 */
export function moverLineasAlCheckOut<L extends Estadia>(lineas: readonly L[], viejoCheckOut: string, nuevoCheckOut: string): L[] {
  if (!esFecha(nuevoCheckOut) || viejoCheckOut === nuevoCheckOut) return [...lineas];
  return lineas.map((l) => (l.CheckOut === viejoCheckOut && esFecha(l.CheckIn) && diaIso(nuevoCheckOut) > diaIso(l.CheckIn) ? { ...l, CheckOut: nuevoCheckOut } : l));
}

/**
 * Whether a line's room is already taken by another line of the same reservation on any of its
 * nights (spec section 5: 'La habitación está ocupada por la propia reserva'). `indice` is the
 * line's own position (excluded), or -1 for a new line.
 */
export function ocupadaPorLaPropiaReserva(linea: LineaEstadia, lineas: readonly LineaEstadia[], indice = -1): boolean {
  if (!esFecha(linea.CheckIn) || !esFecha(linea.CheckOut)) return false;
  return lineas.some(
    (otra, i) =>
      i !== indice &&
      otra.HabitacionId === linea.HabitacionId &&
      esFecha(otra.CheckIn) &&
      esFecha(otra.CheckOut) &&
      estadiasSeSolapan({ checkIn: linea.CheckIn, checkOut: linea.CheckOut }, { checkIn: otra.CheckIn, checkOut: otra.CheckOut }),
  );
}

/** The reservation's stay from its lines: the earliest check-in and the latest check-out. */
export function estadiaDeLineas(lineas: readonly Estadia[]): Estadia | null {
  const validas = lineas.filter((l) => esFecha(l.CheckIn) && esFecha(l.CheckOut));
  if (validas.length === 0) return null;
  return {
    CheckIn: validas.map((l) => l.CheckIn).sort()[0],
    CheckOut: validas.map((l) => l.CheckOut).sort()[validas.length - 1],
  };
}

/** The earliest check-out a line may have: check-in plus one day (spec section 5). */
export function checkOutMinimo(checkIn: string | null | undefined): string | undefined {
  return esFecha(checkIn) ? sumarDias(checkIn, 1) : undefined;
}
