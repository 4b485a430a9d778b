import { api } from '@recepcion/api-client';
import type { InvitacionEnviada, RespuestaMensaje } from '@recepcion/contracts';
import { useMutation, useQuery } from '@recepcion/ui';

/** `GET /api/HotelUsuarios/Invitaciones`: the invitations this hotel sent that still wait. */
export function getInvitacionesEnviadas(signal?: AbortSignal): Promise<InvitacionEnviada[]> {
  return api.get<InvitacionEnviada[]>('HotelUsuarios/Invitaciones', { signal });
}

export function useInvitacionesEnviadas() {
  return useQuery('HotelUsuarios/Invitaciones', getInvitacionesEnviadas);
}

/** `DELETE /api/HotelUsuarios/Invitaciones/{id}`: withdraws one; its mailed link stops working. */
export function retirarInvitacion(id: number): Promise<RespuestaMensaje> {
  return api.delete<RespuestaMensaje>(`HotelUsuarios/Invitaciones/${id}`);
}

export function useRetirarInvitacion() {
  return useMutation(retirarInvitacion);
}
