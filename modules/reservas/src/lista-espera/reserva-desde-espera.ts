import { type HabitacionesCalendario, type LineaHabitacionCuerpo, type TramoNoches } from '@recepcion/contracts';

type Habitacion = HabitacionesCalendario['room'][number];

/** Words of a free text, lower-case and without accents, to match room and type names. */
const palabras = (texto: string) => new Set(texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));

/**
 * The `cantidad` rooms an entry gets among the free ones: first those its preference names (by room
 * or type name, «101 y 102», «matrimonial»), then the calendar's order. Null when too few are free.
 */
export function elegirHabitaciones(libres: readonly Habitacion[], cantidad: number, preferencia: string | null): Habitacion[] | null {
  if (libres.length < cantidad) return null;
  const pedidas = palabras(preferencia ?? '');
  const nombrada = (h: Habitacion) => pedidas.has(h.Nombre.toLowerCase()) || [...palabras(h.TipoHabitacionNombre)].some((p) => pedidas.has(p));
  return [...libres.filter(nombrada), ...libres.filter((h) => !nombrada(h))].slice(0, cantidad);
}

/** The guests spread over the rooms, the first ones taking the remainder; every line has at least one. */
export function repartirPasajeros(pasajeros: number, habitaciones: number): number[] {
  const base = Math.floor(pasajeros / habitaciones);
  return Array.from({ length: habitaciones }, (_, i) => Math.max(1, base + (i < pasajeros % habitaciones ? 1 : 0)));
}

/** A room line of the stay, at the price list's price when it has one for every night (0 otherwise: the reservation opens to set it). */
export function lineaDeEspera(h: Habitacion, checkIn: string, checkOut: string, pasajeros: number, precio: { unitario: number; noches: TramoNoches[] } | null): LineaHabitacionCuerpo {
  return {
    HabitacionId: h.Id,
    TipoHabitacionId: h.TipoHabitacionId,
    CheckIn: checkIn,
    CheckOut: checkOut,
    CantidadPasajero: pasajeros,
    AlojamientoPrecioUnitario: precio?.unitario ?? 0,
    ...(precio ? { AlojamientoNoches: precio.noches } : {}),
  };
}
