import type { ResultadoSincronizacion } from '@recepcion/contracts';
import { api } from '@recepcion/api-client';

/**
 * `POST /api/Canales/{id}/Sincronizar`: pulls the feed now. A failed pull answers 400 with the
 * reason in Spanish, which the feed's card shows itself (silent: no error toast besides).
 */
export function sincronizarCanal(id: number): Promise<ResultadoSincronizacion> {
  return api.post<ResultadoSincronizacion>(`Canales/${id}/Sincronizar`, undefined, { silent: true });
}
