import { api } from '@recepcion/api-client';
import { type EstadoConRuta, type OpcionesCambioEstado, rutaCambioEstado } from '@recepcion/contracts';

export { RUTAS_ESTADO_RESERVA as RUTAS_ESTADO, type EstadoConRuta } from '@recepcion/contracts';

export interface RespuestaEstado {
  EstadoId: number;
  mensajeCheckOut?: string | null;
}

/**
 * `GET /api/calendario/{SinConfirmar|Confirmado|ReConfirmado|CheckIn|CheckOut}/{reservaId}`.
 * Check-out is silent (a wrong password is asked again, not shown as an error toast) and carries
 * the hotel's check-out password once asked.
 */
export function cambiarEstado(reservaId: number, estado: EstadoConRuta, claveCheckOut?: string, opciones?: OpcionesCambioEstado): Promise<RespuestaEstado> {
  return api.get<RespuestaEstado>(rutaCambioEstado(reservaId, estado, opciones), {
    silent: estado === 8,
    headers: claveCheckOut === undefined ? undefined : { 'X-Clave-CheckOut': claveCheckOut },
  });
}
