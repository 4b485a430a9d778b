import { type LineaHabitacionCuerpo, type TramoNoches } from '@recepcion/contracts';
import { capacidadDeLasMayores, type HabitacionEnEspera } from './disponibilidad-en-espera';

type Habitacion = HabitacionEnEspera;

/** Words of a free text, lower-case and without accents, to match room and type names. */
const palabras = (texto: string) => new Set(texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));

/**
 * The `cantidad` rooms an entry gets among the free ones, holding its `pasajeros` together: first
 * those its preference names (by room or type name, «101 y 102», «matrimonial»), then the
 * calendar's order; a room is passed over only when taking it would leave too little room for the
 * guests. Null when too few are free or they cannot hold the guests.
 */
export function elegirHabitaciones(libres: readonly Habitacion[], cantidad: number, preferencia: string | null, pasajeros = cantidad): Habitacion[] | null {
  if (libres.length < cantidad || capacidadDeLasMayores(libres, cantidad) < pasajeros) return null;
  const pedidas = palabras(preferencia ?? '');
  const nombrada = (h: Habitacion) => pedidas.has(h.Nombre.toLowerCase()) || [...palabras(h.TipoHabitacionNombre)].some((p) => pedidas.has(p));
  const orden = [...libres.filter(nombrada), ...libres.filter((h) => !nombrada(h))];
  const elegidas: Habitacion[] = [];
  let capacidad = 0;
  orden.forEach((h, i) => {
    const faltan = cantidad - elegidas.length;
    if (faltan === 0) return;
    // Taking it, the largest of the rooms after it must still hold the rest of the guests.
    if (capacidad + h.Capacidad + capacidadDeLasMayores(orden.slice(i + 1), faltan - 1) < pasajeros) return;
    elegidas.push(h);
    capacidad += h.Capacidad;
  });
  return elegidas;
}

/**
 * The guests spread over the rooms, one at a time in turn, never beyond a room's capacity: the
 * first rooms take the remainder, and every room has at least one.
 */
export function repartirPasajeros(pasajeros: number, habitaciones: readonly Habitacion[]): number[] {
  const reparto = habitaciones.map(() => 1);
  let quedan = pasajeros - reparto.length;
  while (quedan > 0) {
    const antes = quedan;
    habitaciones.forEach((h, i) => {
      if (quedan > 0 && reparto[i] < h.Capacidad) {
        reparto[i] += 1;
        quedan -= 1;
      }
    });
    // Every room full (the entry was checked against the rooms' capacity; never loop forever).
    if (quedan === antes) break;
  }
  return reparto;
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
