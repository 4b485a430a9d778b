import type { ReservaConMensaje } from '@recepcion/contracts';
import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `PUT /api/calendario/NoPresentado/{id}`: the arrival never came (cancelled, «No presentado»). */
export function marcarNoPresentado(reservaId: number): Promise<ReservaConMensaje> {
  return api.put<ReservaConMensaje>(`calendario/NoPresentado/${reservaId}`);
}

export function useMarcarNoPresentado() {
  return useMutation(marcarNoPresentado);
}
