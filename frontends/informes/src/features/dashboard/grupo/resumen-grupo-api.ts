import { api } from '@recepcion/api-client';
import type { ResumenGrupo } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** `GET /api/Grupo/Resumen`: each of the user's hotels with today's figures. Quiet: the dashboard shows it only when there are several. */
export const getResumenGrupo = (signal?: AbortSignal) => api.get<ResumenGrupo>('Grupo/Resumen', { signal, silent: true });

export function useResumenGrupo(hotelId: number) {
  return useQuery(`Grupo/Resumen/${hotelId}`, getResumenGrupo);
}
