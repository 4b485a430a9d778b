import { api } from '@recepcion/api-client';
import type { DestinoCelda, RespuestaMovimiento } from '../tipos';

/** `PUT /api/Calendario/SetTrasladoReserva/{cellId}`: the same nights in another room or dates. */
export function trasladarCelda(celdaId: string, destino: DestinoCelda): Promise<RespuestaMovimiento> {
  return api.put<RespuestaMovimiento>(`Calendario/SetTrasladoReserva/${celdaId}`, destino);
}
