/** Reservation statuses (spec section 4); the calendar sends their ids with a trailing space. */
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

export const ESTADO_ANULADO = 4;

export function estadoDe(status: string | number): EstadoReserva {
  const id = Number(String(status).trim());
  return ESTADOS.find((e) => e.id === id) ?? ESTADOS[0];
}
