import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/core';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { crearDocumentoOpenApi, type DescripcionesOpenApi } from './documento-openapi';
import { COOKIE_DESFASE_HORARIO, MENSAJE_CABECERAS_DEMASIADO_GRANDES, MENSAJE_SOLICITUD_INVALIDA, MENSAJE_SOLICITUD_LENTA, VERSION_CLIENTE } from '@recepcion/contracts';
import type { Logger } from 'pino';
import { enContextoOrm } from '../context/contexto-orm-perezoso';
import { requestContext, type RequestContextData } from '../context/request-context';
import { ErrorCatalogueFilter } from '../errors/error-catalogue.filter';
import { createValidationPipe } from '../errors/validation.pipe';
import { PinoNestLogger } from '../logging/logger';
import type { Clock } from '../platform.tokens';
import { BaseDeLectura } from '../database/base-de-lectura';
import { registrarCabeceraDatosAl } from './cabecera-datos-al';
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
  /** The most a request (its headers and body) may take to arrive, in ms (REQUEST_TIMEOUT_MS); default {@link TIEMPO_MAXIMO_SOLICITUD_MS}. */
  tiempoMaximoSolicitudMs?: number;
  /** The installation's address (PUBLIC_URL): the API document's server. */
  publicUrl?: string;
  /** The API document's Spanish descriptions of operations and tags. */
  descripcionesOpenApi?: DescripcionesOpenApi;
}

/** Body size cap for JSON requests (client logs, reservations); larger answers 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A request's headers and body must have arrived within this; a slower one is answered 408 and closed. */
export const TIEMPO_MAXIMO_SOLICITUD_MS = 30_000;

/**
 * Node's http server options that bound how long a client may take to send its request. Fastify
 * builds the server behind Nest's FastifyAdapter: it sets `server.requestTimeout` from its own
 * `requestTimeout` (0, no limit, unless given) and passes `http` to `http.createServer`. Node checks
 * open requests every `connectionsCheckingInterval` (30 s by default, which would let one live up
 * to twice the limit), so it checks more often. Headers get the same bound (node's default is 60 s).
 * A body trickled one byte every few seconds is cut at the limit, not held for minutes; a request
 * once received is not timed (a long answer, the live channel's polling and sockets are not cut).
 */
export function opcionesDeTiempo(tiempoMaximoMs: number) {
  return {
    requestTimeout: tiempoMaximoMs,
    http: { headersTimeout: tiempoMaximoMs, requestTimeout: tiempoMaximoMs, connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(tiempoMaximoMs / 10))) },
  };
}

/**
 * What the server answers, before any route, to a request it could not read: too slow (408), its
 * headers too large (431), malformed (400). In Spanish like every other answer (Fastify's own is
 * English), then the connection is closed.
 */
export function errorDeCliente(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [estado, texto, mensaje] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', MENSAJE_SOLICITUD_LENTA]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', MENSAJE_CABECERAS_DEMASIADO_GRANDES]
        : [400, 'Bad Request', MENSAJE_SOLICITUD_INVALIDA];
  const cuerpo = JSON.stringify({ Message: mensaje });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${estado} ${texto}\r\nContent-Length: ${Buffer.byteLength(cuerpo)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${cuerpo}`);
  }
  socket.destroy(error);
}

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
    ...opcionesDeTiempo(options.tiempoMaximoSolicitudMs ?? TIEMPO_MAXIMO_SOLICITUD_MS),
    clientErrorHandler: errorDeCliente,
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
  // Only with a read standby may an answer carry how old its data is: without one, nothing more per request.
  const contextos = app.get(BaseDeLectura, { strict: false }).enEspera ? new WeakMap<object, RequestContextData>() : null;
  // After body parsing, so both contexts (ours and MikroORM's identity map per request) survive
  // into guards, pipes, handlers and the transactions they open.
  fastify.addHook('preHandler', (request, _reply, done) => {
    const contexto: RequestContextData = { requestId: String(request.id), now: clock(), zonaDelNavegador: request.cookies?.[COOKIE_DESFASE_HORARIO] };
    contextos?.set(request, contexto);
    enContextoOrm(orm.em, () => requestContext.run(contexto, done));
  });
  if (contextos) registrarCabeceraDatosAl(fastify, (request) => contextos.get(request));
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      options.logger.info(
        { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
    done();
  });

  const document = crearDocumentoOpenApi(app, options.version ?? VERSION_CLIENTE, { servidor: options.publicUrl, descripciones: options.descripcionesOpenApi });
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
