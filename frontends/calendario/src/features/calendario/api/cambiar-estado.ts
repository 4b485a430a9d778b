import { api } from '@recepcion/api-client';

/** The status calls of spec section 7, by the status they set. */
export const RUTAS_ESTADO = {
  1: 'SinConfirmar',
  2: 'Confirmado',
  3: 'ReConfirmado',
  7: 'CheckIn',
  8: 'CheckOut',
} as const;

export type EstadoConRuta = keyof typeof RUTAS_ESTADO;

export interface RespuestaEstado {
  EstadoId: number;
  mensajeCheckOut?: string | null;
}

/**
 * `GET /api/calendario/{SinConfirmar|Confirmado|ReConfirmado|CheckIn|CheckOut}/{reservaId}`.
 * Check-out is silent (a wrong password is asked again, not shown as an error toast) and carries
 * the hotel's check-out password once asked.
 */
export function cambiarEstado(reservaId: number, estado: EstadoConRuta, claveCheckOut?: string): Promise<RespuestaEstado> {
  return api.get<RespuestaEstado>(`calendario/${RUTAS_ESTADO[estado]}/${reservaId}`, {
    silent: estado === 8,
    headers: claveCheckOut === undefined ? undefined : { 'X-Clave-CheckOut': claveCheckOut },
  });
}
