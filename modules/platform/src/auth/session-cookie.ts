import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-resolver';

/** HttpOnly, SameSite=Lax, Secure behind HTTPS. No Max-Age: ends with the browser (20 min enforced server-side). */
export function escribirCookieSesion(request: FastifyRequest, reply: FastifyReply, valor: string, maxAgeSegundos?: number): void {
  reply.setCookie(SESSION_COOKIE, valor, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(maxAgeSegundos ? { maxAge: maxAgeSegundos } : {}),
  });
}

export function borrarCookieSesion(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
