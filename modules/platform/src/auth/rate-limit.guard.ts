import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import { MENSAJE_DEMASIADAS_SOLICITUDES } from '@recepcion/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../platform.tokens';
import { LIMITE_SOLICITUDES, type LimiteSolicitudesOptions } from './auth.decorators';

// `isAllowed` means "on the allow list"; `isExceeded` is the verdict.
type Limitador = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>;

/**
 * `@LimiteSolicitudes` through @fastify/rate-limit (registered in create-http-application.ts):
 * counted per route and client address, in Redis when REDIS_URL is set (so the limit holds across
 * API processes) and always in this process, which goes on counting while Redis is down (the limit
 * never opens: `ContadoresDeLimites`). The address is the socket's unless the request came
 * through a proxy listed in TRUSTED_PROXIES. Answers our Spanish 429.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limitadores = new Map<string, Limitador>();
  /** Each handler's `@LimiteSolicitudes` (null: none), read once. */
  private readonly limites = new WeakMap<object, LimiteSolicitudesOptions | null>();

  constructor(
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Synchronous for the routes without a limit (nearly all): no promise for Nest to wait on. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const handler = context.getHandler();
    let limite = this.limites.get(handler);
    if (limite === undefined) this.limites.set(handler, (limite = this.reflector.get<LimiteSolicitudesOptions | undefined>(LIMITE_SOLICITUDES, handler) ?? null));
    if (!limite || context.getType() !== 'http') return true;
    return this.contar(limite, context.switchToHttp().getRequest<FastifyRequest>());
  }

  private async contar(limite: LimiteSolicitudesOptions, request: FastifyRequest): Promise<boolean> {
    const porDireccion = await this.limitador(limite.max, limite.ventanaMs, null)(request);
    if (!porDireccion.isAllowed && porDireccion.isExceeded) throw new HttpException({ Message: MENSAJE_DEMASIADAS_SOLICITUDES }, HttpStatus.TOO_MANY_REQUESTS);
    if (limite.porParametro) {
      const { parametro, max, ventanaMs } = limite.porParametro;
      const porValor = await this.limitador(max, ventanaMs, parametro)(request);
      if (!porValor.isAllowed && porValor.isExceeded) throw new HttpException({ Message: MENSAJE_DEMASIADAS_SOLICITUDES }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  /** Counted per route and address, or per route and value of `parametro` (lower-cased, as routes are). */
  private limitador(max: number, ventanaMs: number, parametro: string | null): Limitador {
    const clave = `${max}|${ventanaMs}|${parametro ?? ''}`;
    let limitador = this.limitadores.get(clave);
    if (!limitador) {
      const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
      limitador = fastify.createRateLimit({
        max: max * this.config.rateLimitMultiplier,
        timeWindow: ventanaMs,
        keyGenerator: parametro
          ? (request) => `${request.routeOptions.url}|${parametro}=${String((request.params as Record<string, unknown>)[parametro] ?? '').toLowerCase()}`
          : (request) => `${request.routeOptions.url}|${request.ip}`,
      });
      this.limitadores.set(clave, limitador);
    }
    return limitador;
  }
}
