import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, CLOCK, type Clock } from '../platform.tokens';
import { LIMITE_SOLICITUDES, type LimiteSolicitudesOptions } from './auth.decorators';

/**
 * Fixed-window counter per route and client address, in this process's memory. Enough to slow
 * password guessing; the durable defence is the account lock after failed logins.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly ventanas = new Map<string, { inicio: number; cuenta: number }>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const limite = this.reflector.get<LimiteSolicitudesOptions | undefined>(LIMITE_SOLICITUDES, context.getHandler());
    if (!limite || context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const ahora = this.clock().getTime();
    const clave = `${request.routeOptions.url}|${request.ip}`;
    const ventana = this.ventanas.get(clave);
    if (!ventana || ahora - ventana.inicio >= limite.ventanaMs) {
      this.ventanas.set(clave, { inicio: ahora, cuenta: 1 });
      if (this.ventanas.size > 10_000) this.olvidarViejas(ahora, limite.ventanaMs);
      return true;
    }
    ventana.cuenta += 1;
    if (ventana.cuenta > limite.max * this.config.rateLimitMultiplier) throw new HttpException('Too Many Requests', HttpStatus.TOO_MANY_REQUESTS);
    return true;
  }

  private olvidarViejas(ahora: number, ventanaMs: number) {
    for (const [clave, v] of this.ventanas) if (ahora - v.inicio >= ventanaMs) this.ventanas.delete(clave);
  }
}
