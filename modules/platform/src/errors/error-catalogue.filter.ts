import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import {
  type ApiErrorBody,
  MENSAJE_CARACTERES_NO_VALIDOS,
  MENSAJE_CONFLICTO,
  MENSAJE_DEMASIADAS_SOLICITUDES,
  MENSAJE_ERROR_INTERNO,
  MENSAJE_IDEMPOTENCIA_REUTILIZADA,
  MENSAJE_NO_ENCONTRADO,
  MENSAJE_NUMERO_FUERA_DE_RANGO,
  MENSAJE_SESION_EXPIRADA,
  MENSAJE_SIN_PERMISO,
  MENSAJE_SOLICITUD_INVALIDA,
} from '@recepcion/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { IdempotenciaReutilizadaError, StreamVersionConflictError } from '../event-store/event-store.errors';
import { requestContext } from '../context/request-context';
import { NoEncontradoError, ReglaNegocioError, SesionExpiradaError, SinPermisoError } from './domain-errors';

interface Answer {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/** A known path asked with a method it does not have. */
export const MENSAJE_METODO_NO_PERMITIDO = 'Método no permitido para esta dirección';

/**
 * Only our own code's `{Message}` is shown to the user: it is Spanish, from the spec. Framework
 * messages (Fastify body errors, Nest's built-in pipes) are English and internal, so they give way
 * to a generic Spanish text for their status.
 */
function ownMessage(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  const message = typeof response === 'object' && response ? (response as { Message?: unknown }).Message : undefined;
  return typeof message === 'string' ? message : undefined;
}

function genericClientMessage(status: number): string {
  if (status === 413) return 'El contenido enviado es demasiado grande';
  if (status === 415) return 'Tipo de contenido no admitido';
  return MENSAJE_SOLICITUD_INVALIDA;
}

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: a value out of range for its column, a
 * text a cast or a column cannot take), as the `pg` driver and MikroORM's wrappers carry it in
 * `code`, or undefined. Every value our SQL writes or compares comes from a request, so such an
 * error is the request's fault: an id beyond int4 in a path, `"1e20"` turned into a number, an amount
 * beyond numeric(18,6). It answers 400, not 500.
 */
export function excepcionDeDatos(exception: unknown): string | undefined {
  const code = (exception as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? code : undefined;
}

function mensajeDeDatos(sqlState: string): string {
  if (sqlState === '22003') return MENSAJE_NUMERO_FUERA_DE_RANGO; // numeric_value_out_of_range
  if (sqlState === '22021' || sqlState === '22P05') return MENSAJE_CARACTERES_NO_VALIDOS; // bad or untranslatable character
  return MENSAJE_SOLICITUD_INVALIDA;
}

/** Turns any thrown value into the spec's error catalogue (section 8). Never leaks a stack trace. */
export function toCatalogueAnswer(exception: unknown): Answer {
  if (exception instanceof ReglaNegocioError) return { status: 400, body: { Message: exception.message } };
  if (exception instanceof NoEncontradoError) {
    return { status: 404, body: exception.detalle ? { Message: MENSAJE_NO_ENCONTRADO, detailedMessage: exception.detalle } : { Message: MENSAJE_NO_ENCONTRADO } };
  }
  if (exception instanceof SinPermisoError) return { status: 403, body: { Message: exception.message } };
  if (exception instanceof SesionExpiradaError) {
    return { status: 500, body: { Message: MENSAJE_SESION_EXPIRADA, detailedMessage: MENSAJE_SESION_EXPIRADA } };
  }
  if (exception instanceof StreamVersionConflictError) return { status: 409, body: { Message: MENSAJE_CONFLICTO } };
  if (exception instanceof IdempotenciaReutilizadaError) return { status: 422, body: { Message: MENSAJE_IDEMPOTENCIA_REUTILIZADA } };

  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = ownMessage(exception);
    switch (status) {
      case HttpStatus.NOT_FOUND:
        return { status, body: { Message: MENSAJE_NO_ENCONTRADO } };
      case HttpStatus.FORBIDDEN:
        return { status, body: { Message: message ?? MENSAJE_SIN_PERMISO } };
      case HttpStatus.TOO_MANY_REQUESTS:
        // A limit of our own says which (the invitations a hotel sends, modules/cuenta); any other says the catalogue's.
        return { status, body: { Message: message ?? MENSAJE_DEMASIADAS_SOLICITUDES } };
      case HttpStatus.CONFLICT:
        return { status, body: { Message: message ?? MENSAJE_CONFLICTO } };
      default:
        if (status >= 500) return { status, body: { Message: MENSAJE_ERROR_INTERNO, detailedMessage: MENSAJE_ERROR_INTERNO } };
        return { status, body: { Message: message ?? genericClientMessage(status) } };
    }
  }

  // Fastify's own errors (malformed JSON, wrong content type, body too large) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: number })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { Message: genericClientMessage(statusCode) } };
  }

  const datos = excepcionDeDatos(exception);
  if (datos) return { status: 400, body: { Message: mensajeDeDatos(datos) } };

  const reference = requestContext.get()?.requestId;
  return {
    status: 500,
    body: {
      Message: MENSAJE_ERROR_INTERNO,
      detailedMessage: reference ? `${MENSAJE_ERROR_INTERNO} (referencia ${reference})` : MENSAJE_ERROR_INTERNO,
    },
  };
}

@Catch()
export class ErrorCatalogueFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    /** The methods a path that matched no route does have (see metodos-permitidos.ts). */
    private readonly metodosPermitidos: (metodo: string, url: string) => string[] = () => [],
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const answer = this.metodoNoPermitido(exception, request) ?? toCatalogueAnswer(exception);
    for (const [name, value] of Object.entries(answer.headers ?? {})) void reply.header(name, value);
    if (answer.status >= 500 && !(exception instanceof SesionExpiradaError)) {
      this.logger.error({ err: exception, url: request?.url, method: request?.method }, 'unhandled error');
    } else if (excepcionDeDatos(exception)) {
      // A 400, but one the DTO's validators should have given: logged so that someone adds them.
      this.logger.warn({ err: exception, url: request?.url, method: request?.method }, 'data exception answered 400');
    }
    void reply.status(answer.status).header('content-type', 'application/json; charset=utf-8').send(answer.body);
  }

  private metodoNoPermitido(exception: unknown, request: FastifyRequest | undefined): Answer | null {
    if (!(exception instanceof NotFoundException) || !request?.url?.startsWith('/api/')) return null;
    const permitidos = this.metodosPermitidos(request.method, request.url);
    if (permitidos.length === 0) return null;
    return { status: 405, body: { Message: MENSAJE_METODO_NO_PERMITIDO }, headers: { allow: permitidos.join(', ') } };
  }
}
