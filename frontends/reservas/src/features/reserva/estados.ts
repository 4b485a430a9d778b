/** Reservation statuses (spec section 4). */
export interface EstadoReserva {
  id: number;
  nombre: string;
  clase: string;
}

export const ESTADOS: readonly EstadoReserva[] = [
  { id: 1, nombre: 'Sin confirmar', clase: 'sin-confirmar' },
  { id: 2, nombre: 'Confirmado', clase: 'confirmado' },
  { id: 3, nombre: 'Re-Confirmado', clase: 're-confirmado' },
  { id: 4, nombre: 'Anulado', clase: 'anulado' },
  { id: 7, nombre: 'Check-IN', clase: 'check-in' },
  { id: 8, nombre: 'Check-OUT', clase: 'check-out' },
];

export const ESTADO_SIN_CONFIRMAR = 1;
export const ESTADO_ANULADO = 4;

export function estadoDe(id: number | string): EstadoReserva {
  const n = Number(String(id).trim());
  return ESTADOS.find((e) => e.id === n) ?? ESTADOS[0];
}

/** Payment forms of spec section 4 (the hotel's list, when it arrives, replaces these). */
export const FORMAS_PAGO_BASE = [
  { Id: 1, Nombre: 'Contado' },
  { Id: 2, Nombre: 'Credito' },
];

/** Mobile detection is by user agent (spec section 9). */
export function esMovil(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/** Chile requires a city (spec section 9). */
export const PAIS_CON_CIUDAD = 35;
/** Giro of an individual: new guests are created as clients of this giro. */
export const GIRO_PARTICULAR = 1;
