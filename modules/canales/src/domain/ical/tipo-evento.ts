export type TipoEventoExterno = 'reserva' | 'no-disponible';

/**
 * Summaries that mean "the host closed these nights", compared whole, without case or accents.
 * Airbnb writes `Airbnb (Not available)` for closed nights (and `Reserved` for a guest), Vrbo
 * `Blocked` (and `Reserved - Name`). Booking.com writes `CLOSED - Not available` for every sold
 * night, so that one is a booking: it is not in the list, and matching the whole summary (not a
 * part of it) keeps its "Not available" from counting.
 */
const RESUMENES_NO_DISPONIBLE = new Set(['airbnb (not available)', 'not available', 'blocked', 'unavailable', 'no disponible', 'bloqueado']);

/** Whether an event from another channel is a guest's stay or only nights closed to sale. */
export function tipoDeEvento(resumen: string): TipoEventoExterno {
  const clave = resumen.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
  return RESUMENES_NO_DISPONIBLE.has(clave) ? 'no-disponible' : 'reserva';
}
