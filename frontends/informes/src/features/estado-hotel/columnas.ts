import { ESTADO_HABITACION_INFORME, type EstadoHabitacionInforme, type FilaEstadoHotel } from '@recepcion/contracts';
import type { GridColumn } from '@recepcion/ui';
import type { FilaEstadoHotelConLimpieza } from './api/get-estado-hotel';

/** The housekeeping state's column, on screen and on paper. */
export const TITULO_ESTADO_LIMPIEZA = 'Estado de limpieza';

/**
 * Spec section 3, "Housekeeping": room, check-in, check-out, client, passengers, guests, state;
 * the room's housekeeping state now (the board's: Limpia, Sucia, Inspeccionada); and why a room
 * is out of order.
 */
export const COLUMNAS_ESTADO_HOTEL: readonly GridColumn<FilaEstadoHotelConLimpieza>[] = [
  { title: 'Habitación', data: 'Nombre', width: 110 },
  { title: 'Estado', data: 'Estado', width: 135 },
  { title: TITULO_ESTADO_LIMPIEZA, data: 'EstadoLimpieza', width: 140 },
  { title: 'Entrada', data: 'Entrada', type: 'fecha', width: 105 },
  { title: 'Salida', data: 'Salida', type: 'fecha', width: 105 },
  { title: 'Cliente', data: 'Cliente', width: 200 },
  { title: 'Pasajeros', data: 'NombrePax', width: 260 },
  { title: 'Personas', data: 'Personas', type: 'numero', decimales: 0, width: 90 },
  { title: 'Motivo', data: 'Motivo', width: 200 },
];

const ORDEN: readonly EstadoHabitacionInforme[] = Object.values(ESTADO_HABITACION_INFORME);

/**
 * What each state tells housekeeping, as the legend under the report says it (on screen and on
 * paper): `Sale` and `Salió` both end a stay, but only after `Salió` is the guest gone.
 */
export const SIGNIFICADO_ESTADO: Record<EstadoHabitacionInforme, string> = {
  Libre: 'sin huésped',
  Ocupada: 'estadía en curso (con o sin check-in registrado)',
  Llega: 'llega, aún sin check-in',
  Sale: 'sale, aún sin check-out',
  Salió: 'hizo check-out: por limpiar',
  Bloqueada: 'bloqueada, fuera de venta',
  'Fuera de servicio': 'fuera de servicio, por el motivo indicado',
};

/** A state as a CSS modifier: lower case, without accents, words joined (`Salió` → `salio`, `Fuera de servicio` → `fuera-de-servicio`). */
export const claseEstado = (estado: EstadoHabitacionInforme): string =>
  estado
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

/** How many rows of each state, in the states' order, leaving out those with none: `Ocupada: 3`. */
export function resumenEstados(filas: readonly FilaEstadoHotel[]): { estado: EstadoHabitacionInforme; cantidad: number }[] {
  return ORDEN.map((estado) => ({ estado, cantidad: filas.filter((f) => f.Estado === estado).length })).filter((r) => r.cantidad > 0);
}
