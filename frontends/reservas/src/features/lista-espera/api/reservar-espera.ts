import type { ReservaDetalle } from '@recepcion/contracts';
import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `POST /api/ListaEspera/{id}/Reservar`: the entry's reservation (a second call answers the same one). */
export function reservarEspera(id: number): Promise<ReservaDetalle> {
  return api.post<ReservaDetalle>(`ListaEspera/${id}/Reservar`);
}

export function useReservarEspera() {
  return useMutation(reservarEspera);
}
