import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContext } from '../context/request-context';
import { SesionExpiradaError, SinPermisoError } from '../errors/domain-errors';
import { mensajeSinPermisoTipo, type PermisoEscritura, puedeEscribir } from '@recepcion/contracts';
import { ESCRITURA, GET_QUE_MODIFICA, PUBLICO, SOLO_OPERADOR } from './auth.decorators';
import { escribirCookieSesion } from './session-cookie';
import { SESSION_COOKIE, SESSION_RESOLVER, type SessionResolver } from './session-resolver';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The API client sends it on every call; a cross-site form or image cannot. */
export const CSRF_HEADER = 'x-requested-with';

/**
 * The server trusts only its own session: the cookie is looked up server-side and the request
 * context gets the hotel and user from it. Hotel ids in URLs, bodies or the UI's h/u cookies prove
 * nothing. Mutating calls must carry the API client's header (CSRF).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private sessions?: SessionResolver | null;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** The accounts module provides it; without one (API-only tests) nobody is signed in. */
  private resolverDeSesiones(): SessionResolver | null {
    if (this.sessions === undefined) {
      try {
        this.sessions = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
      } catch {
        this.sessions = null;
      }
    }
    return this.sessions;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const targets = [context.getHandler(), context.getClass()];

    const modifica = MUTATING.has(request.method) || this.reflector.getAllAndOverride<boolean>(GET_QUE_MODIFICA, targets);
    if (modifica && !request.headers[CSRF_HEADER]) {
      throw new SinPermisoError('Solicitud rechazada: falta la cabecera de la aplicación');
    }

    const ctx = requestContext.require();
    const cookie = request.cookies?.[SESSION_COOKIE];
    const sessions = this.resolverDeSesiones();
    const sesion = cookie && sessions ? await sessions.resolver(cookie, ctx.now) : null;
    if (sesion) {
      ctx.sessionId = sesion.sessionId;
      ctx.hotelId = sesion.hotelId;
      ctx.userId = sesion.userId;
      ctx.esOperador = sesion.esOperador;
      ctx.tipoUsuario = sesion.tipoUsuario;
      if (sesion.renovarCookie) escribirCookieSesion(request, reply, sesion.renovarCookie.valor, sesion.renovarCookie.maxAgeSegundos);
    }

    if (this.reflector.getAllAndOverride<boolean>(PUBLICO, targets)) return true;
    if (!sesion) throw new SesionExpiradaError();
    if (this.reflector.getAllAndOverride<boolean>(SOLO_OPERADOR, targets) && !sesion.esOperador) throw new SinPermisoError();
    if (modifica) {
      const permiso = this.reflector.getAllAndOverride<PermisoEscritura>(ESCRITURA, targets) ?? 'administracion';
      if (!sesion.esOperador && !puedeEscribir(sesion.tipoUsuario, permiso)) throw new SinPermisoError(mensajeSinPermisoTipo(sesion.tipoUsuario));
    }
    return true;
  }
}
