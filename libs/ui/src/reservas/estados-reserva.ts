import { ESTADOS_RESERVA } from '@recepcion/contracts';

/** A reservation status (libs/contracts) as the UI shows it: its name and the suffix of its colour class. */
export interface EstadoReservaVisual {
  id: number;
  nombre: string;
  /** `sin-confirmar`, `re-confirmado`, `check-in`... (the name in lower case, words joined by dashes). */
  clase: string;
}

export const ESTADOS_RESERVA_VISUALES: readonly EstadoReservaVisual[] = ESTADOS_RESERVA.map(({ Id, Nombre }) => ({
  id: Id,
  nombre: Nombre,
  clase: Nombre.toLowerCase().replace(/\s+/g, '-'),
}));

/** The status of an id (also the calendar's `'1 '`); an unknown one reads as the first. */
export function estadoReservaDe(id: number | string): EstadoReservaVisual {
  const n = Number(String(id).trim());
  return ESTADOS_RESERVA_VISUALES.find((e) => e.id === n) ?? ESTADOS_RESERVA_VISUALES[0];
}
