import type {} from '@fastify/cookie';
import { COOKIE_HOTEL_UI, COOKIES_DE_UI } from '@recepcion/contracts';
import { escribirCookieSesion } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SesionCreada } from '../sesiones/sesiones.service';

/**
 * The HttpOnly session cookie proves who the caller is. The spec's `h`, `u`, `m` cookies are set
 * for the UI's convenience (client logs) and are never read by the server.
 */
export function escribirCookiesDeSesion(
  request: FastifyRequest,
  reply: FastifyReply,
  sesion: SesionCreada,
  ids: { hotelId: number; usuarioId: number; recordar: boolean },
): void {
  escribirCookieSesion(request, reply, sesion.token, sesion.maxAgeSegundos);
  escribirCookiesDeUi(request, reply, ids, sesion.maxAgeSegundos);
}

/** Only the UI cookies, for a session that moved to another hotel (an invitation accepted): the start-up call loads that hotel. */
export function escribirCookiesDeUi(request: FastifyRequest, reply: FastifyReply, ids: { hotelId: number; usuarioId: number; recordar: boolean }, maxAgeSegundos?: number): void {
  const opciones = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https', ...(maxAgeSegundos ? { maxAge: maxAgeSegundos } : {}) };
  const [, usuario, recordar] = COOKIES_DE_UI;
  reply.setCookie(COOKIE_HOTEL_UI, String(ids.hotelId), opciones);
  reply.setCookie(usuario, String(ids.usuarioId), opciones);
  reply.setCookie(recordar, ids.recordar ? '1' : '0', opciones);
}

export function borrarCookiesDeUi(reply: FastifyReply): void {
  for (const nombre of COOKIES_DE_UI) reply.clearCookie(nombre, { path: '/' });
}
