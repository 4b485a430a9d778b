import { api } from '@recepcion/api-client';
import type { InvitacionHotel, RespuestaInvitacion } from '@recepcion/contracts';

/** `GET /api/Invitaciones`: the hotels waiting for the signed-in user to accept them. */
export const getInvitaciones = (signal?: AbortSignal) => api.get<InvitacionHotel[]>('Invitaciones', { signal });

/** `POST /api/Invitaciones/{id}/Aceptar` or `.../Rechazar`. */
export const responderInvitacion = (id: number, respuesta: 'Aceptar' | 'Rechazar') => api.post<RespuestaInvitacion>(`Invitaciones/${id}/${respuesta}`, {});
