import { api } from '@recepcion/api-client';
import type { EventoHistorial } from '../tipos';

/** `GET /api/ReservasB/{id}/Historial`: the reservation's events as a timeline. */
export function getHistorial(reservaId: number): Promise<EventoHistorial[]> {
  return api.get<EventoHistorial[]>(`ReservasB/${reservaId}/Historial`);
}
