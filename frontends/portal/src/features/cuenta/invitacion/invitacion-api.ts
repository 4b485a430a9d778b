import { api } from '@recepcion/api-client';
import type { AceptarInvitacionDto, InvitacionPorEnlace, RespuestaInvitacion } from '@recepcion/contracts';

/** `POST /api/Invitaciones/Consultar`: the invitation the mailed link carries (silent: the page says what went wrong). */
export const consultarInvitacion = (token: string) => api.post<InvitacionPorEnlace>('Invitaciones/Consultar', { token }, { silent: true });

/** `POST /api/Invitaciones/Aceptar`: signed in as the invited address, or with a name and a password for a new account. */
export const aceptarInvitacion = (datos: AceptarInvitacionDto) => api.post<RespuestaInvitacion>('Invitaciones/Aceptar', datos);

/** `POST /api/Invitaciones/Rechazar`: no account needed. */
export const rechazarInvitacion = (token: string) => api.post<RespuestaInvitacion>('Invitaciones/Rechazar', { token });
