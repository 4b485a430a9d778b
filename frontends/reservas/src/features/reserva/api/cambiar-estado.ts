import { api } from '@recepcion/api-client';
import type { Reserva } from '../tipos';

/** The status calls of spec section 7, by the status they set. */
export const RUTAS_ESTADO = {
  1: 'SinConfirmar',
  2: 'Confirmado',
  3: 'ReConfirmado',
  7: 'CheckIn',
  8: 'CheckOut',
} as const;

export type EstadoConRuta = keyof typeof RUTAS_ESTADO;

/**
 * `GET /api/calendario/{SinConfirmar|Confirmado|ReConfirmado|CheckIn|CheckOut}/{id}`. Check-out
 * carries the hotel's check-out password when there is one, and may answer `mensajeCheckOut`.
 */
export function cambiarEstado(reservaId: number, estado: EstadoConRuta, claveCheckOut?: string): Promise<Reserva> {
  return api.get<Reserva>(`calendario/${RUTAS_ESTADO[estado]}/${reservaId}`, {
    silent: estado === 8,
    headers: claveCheckOut === undefined ? undefined : { 'X-Clave-CheckOut': claveCheckOut },
  });
}
