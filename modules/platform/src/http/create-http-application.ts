import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { VERSION_CLIENTE } from '@recepcion/contracts';
import type { Logger } from 'pino';
import { requestContext } from '../context/request-context';
import { ErrorCatalogueFilter } from '../errors/error-catalogue.filter';
import { createValidationPipe } from '../errors/validation.pipe';
import { PinoNestLogger } from '../logging/logger';
import type { Clock } from '../platform.tokens';
import { serveStaticUi } from './static-ui';

export interface HttpApplicationOptions {
  logger: Logger;
  clock?: Clock;
  /** Folder of the built UI; omitted: API only. */
  uiDir?: string;
  productDomain?: string;
  handsontableLicenseKey?: string;
  version?: string;
}

/** Body size cap for JSON requests (client logs, reservations); larger answers 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Fastify-based Nest application with the catalogue, validation, request context and docs. */
export async function createHttpApplication(rootModule: unknown, options: HttpApplicationOptions): Promise<NestFastifyApplication> {
  const clock = options.clock ?? (() => new Date());
  const adapter = new FastifyAdapter({
    trustProxy: true,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // The spec writes the same resource both ways (`/api/Calendario`, `/api/calendario`; `DELETE /api/bloqueos`).
    routerOptions: { caseSensitive: false },
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger: new PinoNestLogger(options.logger),
    bufferLogs: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorCatalogueFilter(options.logger));
  app.useGlobalPipes(createValidationPipe());

  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyCookie as never);
  const orm = app.get(MikroORM);
  // After body parsing, so both contexts (ours and MikroORM's identity map per request) survive
  // into guards, pipes, handlers and the transactions they open.
  fastify.addHook('preHandler', (request, _reply, done) => {
    RequestContext.create(orm.em, () => requestContext.run({ requestId: String(request.id), now: clock() }, done));
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

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Recepción API')
      .setDescription('API del sistema de reservas y gestión hotelera Recepción')
      .setVersion(options.version ?? VERSION_CLIENTE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);

  if (options.uiDir) {
    const served = await serveStaticUi(fastify, options.uiDir, options.productDomain ?? 'recepcion.app', options.handsontableLicenseKey);
    if (!served) options.logger.warn({ uiDir: options.uiDir }, 'UI not built: serving the API only');
  }
  return app;
}
