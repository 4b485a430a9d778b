import { ESTADO_RESERVA, nombreEstadoReserva, type EstadoConteo, type EstadoReservaId, type TableroEstados } from '@recepcion/contracts';

/** The statuses the donut shows, in the order of a stay (cancelled ones hold no room). */
export const ESTADOS_TABLERO: readonly EstadoReservaId[] = [
  ESTADO_RESERVA.sinConfirmar,
  ESTADO_RESERVA.confirmado,
  ESTADO_RESERVA.reConfirmado,
  ESTADO_RESERVA.checkIn,
  ESTADO_RESERVA.checkOut,
];

export const SIN_RESERVAR = 'Sin reservar';

export interface Porcion {
  /** The status id; null for the rooms nobody holds. */
  estadoId: EstadoReservaId | null;
  nombre: string;
  habitaciones: number;
  /** Share of the hotel's rooms, rounded (spec section 4). */
  porcentaje: number;
}

const cuenta = (reservas: readonly EstadoConteo[], estadoId: number) => reservas.filter((r) => r.EstadoId === estadoId).reduce((s, r) => s + r.Count, 0);

/**
 * The donut's slices (spec section 4): per status the rooms it holds tonight as a share of the
 * hotel's rooms, rounded; the remainder is 'Sin reservar' (its rooms and what is left of 100 %).
 * Status 8 reads as check-out (modules/informes/README.md).
 */
/** The rooms on sale tonight: the hotel's, less those out of order (the statistics' and the day's close's count). */
export const habitacionesEnVenta = ({ habitaciones, fueraDeServicio }: Pick<TableroEstados, 'habitaciones' | 'fueraDeServicio'>): number => Math.max(0, habitaciones - fueraDeServicio);

export function porcionesTablero(datos: Pick<TableroEstados, 'reservas' | 'habitaciones' | 'fueraDeServicio'>): Porcion[] {
  const { reservas } = datos;
  const habitaciones = habitacionesEnVenta(datos);
  const porEstado = ESTADOS_TABLERO.map((estadoId): Porcion => {
    const n = cuenta(reservas, estadoId);
    return { estadoId, nombre: nombreEstadoReserva(estadoId) ?? String(estadoId), habitaciones: n, porcentaje: habitaciones > 0 ? Math.round((n * 100) / habitaciones) : 0 };
  });
  const tomadas = porEstado.reduce((s, p) => s + p.habitaciones, 0);
  const repartido = porEstado.reduce((s, p) => s + p.porcentaje, 0);
  const libres: Porcion = {
    estadoId: null,
    nombre: SIN_RESERVAR,
    habitaciones: Math.max(0, habitaciones - tomadas),
    porcentaje: habitaciones > 0 ? Math.max(0, 100 - repartido) : 0,
  };
  return [...porEstado, libres];
}

/** A night of the 14-day strip: the rooms held and their share of the hotel's. */
export function ocupacionDe(ocupadas: number, habitaciones: number): number {
  return habitaciones > 0 ? Math.round((ocupadas * 100) / habitaciones) : 0;
}
