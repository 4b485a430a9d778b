import { api } from '@recepcion/api-client';
import { type EstadoConRuta, type OpcionesCambioEstado, rutaCambioEstado } from '@recepcion/contracts';
import type { Reserva } from '../tipos';

export { RUTAS_ESTADO_RESERVA as RUTAS_ESTADO, type EstadoConRuta } from '@recepcion/contracts';

/**
 * `GET /api/calendario/{SinConfirmar|Confirmado|ReConfirmado|CheckIn|CheckOut}/{id}`. Check-out
 * carries the hotel's check-out password when there is one, and may answer `mensajeCheckOut`.
 */
export function cambiarEstado(reservaId: number, estado: EstadoConRuta, claveCheckOut?: string, opciones?: OpcionesCambioEstado): Promise<Reserva> {
  return api.get<Reserva>(rutaCambioEstado(reservaId, estado, opciones), {
    silent: estado === 8,
    headers: claveCheckOut === undefined ? undefined : { 'X-Clave-CheckOut': claveCheckOut },
  });
}
