import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/core';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { crearDocumentoOpenApi } from './documento-openapi';
import { MENSAJE_SOLICITUD_INVALIDA, VERSION_CLIENTE } from '@recepcion/contracts';
import type { Logger } from 'pino';
import { enContextoOrm } from '../context/contexto-orm-perezoso';
import { requestContext } from '../context/request-context';
import { ErrorCatalogueFilter } from '../errors/error-catalogue.filter';
import { createValidationPipe } from '../errors/validation.pipe';
import { PinoNestLogger } from '../logging/logger';
import type { Clock } from '../platform.tokens';
import { registrarCabecerasSeguridad } from './cabeceras-seguridad';
import { registrarCompresion } from './compresion';
import { problemaDeEntrada } from './entrada-segura';
import { registrarLimiteSolicitudes } from './limite-solicitudes';
import { registrarMetodosPermitidos } from './metodos-permitidos';
import { serveStaticUi } from './static-ui';

export interface HttpApplicationOptions {
  logger: Logger;
  clock?: Clock;
  /** Folder of the built UI; omitted: API only. */
  uiDir?: string;
  productDomain?: string;
  handsontableLicenseKey?: string;
  version?: string;
  /** Addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: string[];
  /** Rate-limit counters live there when set, shared by every API process. */
  redisUrl?: string;
  /** The start of their Redis keys (RATE_LIMIT_NAMESPACE). */
  rateLimitNamespace?: string;
}

/** Body size cap for JSON requests (client logs, reservations); larger answers 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function decodeURIComponentSeguro(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Builds the Fastify-based Nest application with the catalogue, validation, request context and docs. */
export async function createHttpApplication(rootModule: unknown, options: HttpApplicationOptions): Promise<NestFastifyApplication> {
  const clock = options.clock ?? (() => new Date());
  const adapter = new FastifyAdapter({
    // A client can write any X-Forwarded-For: only the listed proxies' word is taken.
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // The spec writes the same resource both ways (`/api/Calendario`, `/api/calendario`; `DELETE /api/bloqueos`).
    // Long path values (a search text) reach our validation instead of a bare 404.
    routerOptions: { caseSensitive: false, maxParamLength: 1000 },
    // A malformed URL (bad percent-encoding) answers in Spanish like every other 400.
    frameworkErrors: (_error: Error, _request: unknown, reply: FastifyReply) => {
      void reply.status(400).header('content-type', 'application/json; charset=utf-8').send({ Message: MENSAJE_SOLICITUD_INVALIDA });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger: new PinoNestLogger(options.logger),
    bufferLogs: false,
  });
  // Addresses strangers open, without /api: a room's iCalendar feed that channels poll, and the
  // hotel's booking page (its HTML carries the hotel's own frame-ancestors).
  app.setGlobalPrefix('api', {
    exclude: ['ical/:archivo', 'reservar/:slug', 'reservar/:slug/reserva/:token'].map((path) => ({ path, method: RequestMethod.GET })),
  });
  const fastify = app.getHttpAdapter().getInstance();
  app.useGlobalFilters(new ErrorCatalogueFilter(options.logger, registrarMetodosPermitidos(fastify)));
  app.useGlobalPipes(createValidationPipe());

  await fastify.register(fastifyCookie as never);
  await registrarCompresion(fastify);
  await registrarLimiteSolicitudes(fastify, options.redisUrl, options.rateLimitNamespace, options.logger);
  // Once for every route, before any pipe or handler sees the request.
  fastify.addHook('preValidation', (request, reply, done) => {
    const problema = problemaDeEntrada(request.body, request.params, request.query, decodeURIComponentSeguro(request.url));
    if (!problema) return done();
    void reply.status(400).header('content-type', 'application/json; charset=utf-8').send({ Message: problema });
  });
  const orm = app.get(MikroORM);
  // After body parsing, so both contexts (ours and MikroORM's identity map per request) survive
  // into guards, pipes, handlers and the transactions they open.
  fastify.addHook('preHandler', (request, _reply, done) => {
    enContextoOrm(orm.em, () => requestContext.run({ requestId: String(request.id), now: clock() }, done));
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      options.logger.info(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
    done();
  });

  const document = crearDocumentoOpenApi(app, options.version ?? VERSION_CLIENTE);
  SwaggerModule.setup('api/docs', app, document);

  let scriptsEnLinea: string[] = [];
  if (options.uiDir) {
    const servida = await serveStaticUi(fastify, options.uiDir, options.productDomain ?? 'recepcion.app', options.handsontableLicenseKey);
    if (!servida) options.logger.warn({ uiDir: options.uiDir }, 'UI not built: serving the API only');
    scriptsEnLinea = servida ?? [];
  }
  await registrarCabecerasSeguridad(fastify, scriptsEnLinea);
  return app;
}
