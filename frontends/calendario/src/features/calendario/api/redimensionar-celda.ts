import { api } from '@recepcion/api-client';
import type { DestinoCelda, RespuestaMovimiento } from '../tipos';

/** `PUT /api/Calendario/SetExpandirReservaRecurso/{cellId}`: a longer or shorter stay. */
export function redimensionarCelda(celdaId: string, destino: DestinoCelda): Promise<RespuestaMovimiento> {
  return api.put<RespuestaMovimiento>(`Calendario/SetExpandirReservaRecurso/${celdaId}`, destino);
}
