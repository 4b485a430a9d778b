import { api } from '@recepcion/api-client';
import type { ReservaMovil } from '../tipos';

/** `GET /api/calendario/reserva-movil/{id}`: the read-only mobile view. */
export function getReservaMovil(reservaId: number): Promise<ReservaMovil> {
  return api.get<ReservaMovil>(`calendario/reserva-movil/${reservaId}`);
}
