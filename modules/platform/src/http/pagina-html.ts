import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codificacionAceptada, coincideEtag } from './respuesta-json-comprimida';

/**
 * One variant of the UI's index.html (a route's preloads), compressed once at the best quality,
 * as the build does for scripts: it is sent on every navigation, on the critical path. Its ETag
 * (the content's digest) lets a second visit revalidate it with a 304 instead of fetching it again.
 */
export class PaginaHtml {
  readonly etag: string;
  private readonly cuerpos: Record<'br' | 'gzip' | 'identity', Buffer>;

  constructor(html: string) {
    const identity = Buffer.from(html);
    this.etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    this.cuerpos = {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
  }

  /** Sends it in the coding the request accepts, or 304 when If-None-Match names it; `no-cache`: always revalidated. */
  enviar(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('etag', this.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    if (coincideEtag(request.headers['if-none-match'], this.etag)) return reply.code(304).send();
    const codificacion = codificacionAceptada(request.headers['accept-encoding']);
    if (codificacion !== 'identity') reply.header('content-encoding', codificacion);
    return reply.send(this.cuerpos[codificacion]);
  }
}
