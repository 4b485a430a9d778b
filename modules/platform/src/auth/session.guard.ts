import { type CanActivate, ConflictException, type ExecutionContext, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestContext, type RequestContextData } from '../context/request-context';
import { SesionExpiradaError, SinPermisoError } from '../errors/domain-errors';
import { CABECERA_HOTEL_PAGINA, MENSAJE_HOTEL_CAMBIADO, mensajeSinPermisoTipo, type PermisoEscritura, puedeEscribir, SesionesCerradas, SesionesModificadas } from '@recepcion/contracts';
import { ESCRITURA, GET_QUE_MODIFICA, PARA_CAMARERIA, PUBLICO, SOLO_OPERADOR } from './auth.decorators';
import { AVISOS_INTERRUMPIDOS, AvisosEntreProcesos } from '../cache/avisos-entre-procesos';
import { SesionesEnCache } from './sesiones-en-cache';
import { escribirCookieSesion } from './session-cookie';
import { type SesionActiva, SESSION_COOKIE, SESSION_RESOLVER, type SessionResolver } from './session-resolver';

const AVISO_SESIONES_CERRADAS = 'sesiones-cerradas';
const AVISO_SESIONES_MODIFICADAS = 'sesiones-modificadas';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route's decorators ask of the session. */
interface ReglasDeRuta {
  getQueModifica: boolean;
  publico: boolean;
  soloOperador: boolean;
  escritura: PermisoEscritura;
  paraCamareria: boolean;
}

/** The Camarería user type: the housekeeping board only. */
const TIPO_CAMARERIA = 'CA';

/** The API client sends it on every call; a cross-site form or image cannot. */
export const CSRF_HEADER = 'x-requested-with';
const CABECERA_HOTEL_PAGINA_HTTP = CABECERA_HOTEL_PAGINA.toLowerCase();

/**
 * The server trusts only its own session: the cookie is looked up server-side and the request
 * context gets the hotel and user from it. Hotel ids in URLs, bodies or the UI's h/u cookies prove
 * nothing. Mutating calls must carry the API client's header (CSRF). The session is resolved once
 * per request, through a brief cache that the accounts module's events empty (`SesionesEnCache`).
 */
@Injectable()
export class SessionGuard implements CanActivate, OnModuleDestroy {
  private sessions?: SesionesEnCache | null;
  /** Per controller class and handler (a base class's handler serves several controllers): decorators do not change once loaded. */
  private readonly reglas = new WeakMap<object, WeakMap<object, ReglasDeRuta>>();
  private cambios?: Subscription;
  private readonly dejarDeEscuchar: (() => void)[];

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
    private readonly avisos: AvisosEntreProcesos,
  ) {
    // From this process's events (below) and the other processes' alike.
    this.dejarDeEscuchar = [
      avisos.escuchar(AVISO_SESIONES_CERRADAS, (ids) => this.sessions?.cerradas(ids as string[])),
      avisos.escuchar(AVISO_SESIONES_MODIFICADAS, (ids) => this.sessions?.modificadas(ids as number[] | null)),
      // Notices of other processes may have been lost: every session is read again.
      avisos.escuchar(AVISOS_INTERRUMPIDOS, () => this.sessions?.modificadas(null)),
    ];
  }

  /** The accounts module provides it; without one (API-only tests) nobody is signed in. */
  private resolverDeSesiones(): SesionesEnCache | null {
    if (this.sessions === undefined) {
      const origen = this.buscar<SessionResolver>(SESSION_RESOLVER);
      const eventos = this.buscar(EventBus);
      // Without the events that empty it, nothing is kept (a validity of 0).
      const cache = origen ? new SesionesEnCache(origen, eventos ? undefined : 0) : null;
      if (cache && eventos) {
        this.cambios = eventos
          .pipe(ofType(SesionesCerradas, SesionesModificadas))
          .subscribe((evento) =>
            evento instanceof SesionesCerradas
              ? this.avisos.avisar(AVISO_SESIONES_CERRADAS, evento.sessionIds)
              : this.avisos.avisar(AVISO_SESIONES_MODIFICADAS, evento.usuarioIds),
          );
      }
      this.sessions = cache;
    }
    return this.sessions;
  }

  private buscar<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T | null {
    try {
      return this.moduleRef.get<T>(token as never, { strict: false });
    } catch {
      return null;
    }
  }

  onModuleDestroy(): void {
    this.cambios?.unsubscribe();
    this.dejarDeEscuchar.forEach((dejar) => dejar());
  }

  /** Synchronous when the session is in the brief cache (most requests): no promise for Nest to wait on. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reglas = this.reglasDe(context.getClass(), context.getHandler());

    const modifica = MUTATING.has(request.method) || reglas.getQueModifica;
    if (modifica && !request.headers[CSRF_HEADER]) {
      throw new SinPermisoError('Solicitud rechazada: falta la cabecera de la aplicación');
    }

    const ctx = requestContext.require();
    const cookie = request.cookies?.[SESSION_COOKIE];
    const sessions = this.resolverDeSesiones();
    const decidir = (sesion: SesionActiva | null) => this.decidir(reglas, modifica, sesion, ctx, context);
    if (!cookie || !sessions) return decidir(null);
    const guardada = sessions.guardada(cookie, ctx.now);
    return guardada ? decidir(guardada) : sessions.resolver(cookie, ctx.now).then(decidir);
  }

  /** With the session resolved (null: none): the request context gets it, and the route's rules decide. */
  private decidir(reglas: ReglasDeRuta, modifica: boolean, sesion: SesionActiva | null, ctx: RequestContextData, context: ExecutionContext): boolean {
    if (sesion) {
      ctx.sessionId = sesion.sessionId;
      ctx.hotelId = sesion.hotelId;
      ctx.userId = sesion.userId;
      ctx.esOperador = sesion.esOperador;
      ctx.tipoUsuario = sesion.tipoUsuario;
      ctx.zonaDelHotel = sesion.zonaHoraria;
      if (sesion.renovarCookie) {
        const http = context.switchToHttp();
        escribirCookieSesion(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), sesion.renovarCookie.valor, sesion.renovarCookie.maxAgeSegundos);
      }
    }

    if (reglas.publico) return true;
    if (!sesion) throw new SesionExpiradaError();
    // The page names the hotel it shows: another tab moved the session to another hotel since.
    const pagina = context.switchToHttp().getRequest<FastifyRequest>().headers[CABECERA_HOTEL_PAGINA_HTTP];
    if (typeof pagina === 'string' && pagina !== '' && pagina !== String(sesion.hotelId)) throw new ConflictException({ Message: MENSAJE_HOTEL_CAMBIADO });
    if (reglas.soloOperador && !sesion.esOperador) throw new SinPermisoError();
    if (modifica && !sesion.esOperador && !puedeEscribir(sesion.tipoUsuario, reglas.escritura)) throw new SinPermisoError(mensajeSinPermisoTipo(sesion.tipoUsuario));
    // Housekeeping staff see the board and nothing else of the hotel (guests' data included).
    if (sesion.tipoUsuario === TIPO_CAMARERIA && !sesion.esOperador && !reglas.paraCamareria) {
      throw new SinPermisoError(mensajeSinPermisoTipo(sesion.tipoUsuario));
    }
    return true;
  }

  private reglasDe(clase: object, handler: object): ReglasDeRuta {
    let deLaClase = this.reglas.get(clase);
    if (!deLaClase) this.reglas.set(clase, (deLaClase = new WeakMap()));
    let reglas = deLaClase.get(handler);
    if (!reglas) {
      const targets = [handler as () => void, clase as new () => unknown];
      reglas = {
        getQueModifica: Boolean(this.reflector.getAllAndOverride<boolean>(GET_QUE_MODIFICA, targets)),
        publico: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLICO, targets)),
        soloOperador: Boolean(this.reflector.getAllAndOverride<boolean>(SOLO_OPERADOR, targets)),
        escritura: this.reflector.getAllAndOverride<PermisoEscritura>(ESCRITURA, targets) ?? 'administracion',
        paraCamareria: Boolean(this.reflector.getAllAndOverride<boolean>(PARA_CAMARERIA, targets)),
      };
      deLaClase.set(handler, reglas);
    }
    return reglas;
  }
}
