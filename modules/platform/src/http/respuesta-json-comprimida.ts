import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Codificacion = 'br' | 'gzip' | 'identity';

const comprimirBr = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);

/** The coding of `accept-encoding` to answer with: brotli, else gzip, else none (q=0 refuses one). */
export function codificacionAceptada(aceptadas: string | undefined): Codificacion {
  if (!aceptadas) return 'identity';
  const q = new Map<string, number>();
  for (const parte of aceptadas.toLowerCase().split(',')) {
    const [nombre, ...parametros] = parte.trim().split(';');
    const calidad = parametros.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(nombre.trim(), calidad === undefined ? 1 : Number(calidad));
  }
  const de = (c: string) => q.get(c) ?? q.get('*') ?? 0;
  if (de('br') > 0) return 'br';
  if (de('gzip') > 0 || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/**
 * A JSON answer serialized once and compressed once per coding, to be sent many times: a cache
 * keeps it while what it says holds. Its ETag is the digest of the JSON (weak: the same for every
 * coding), so it is right in any API process that built the same answer.
 */
export class RespuestaJsonComprimida {
  readonly etag: string;
  private readonly json: Buffer;
  private readonly codificadas = new Map<Codificacion, Promise<Buffer>>();

  constructor(valor: unknown) {
    this.json = Buffer.from(JSON.stringify(valor));
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`;
    this.codificadas.set('identity', Promise.resolve(this.json));
  }

  /** Bytes kept (the JSON and the codings made so far, roughly). */
  get bytes(): number {
    return this.json.length * (this.codificadas.size > 1 ? 1.1 : 1);
  }

  cuerpo(codificacion: Codificacion): Promise<Buffer> {
    let cuerpo = this.codificadas.get(codificacion);
    if (!cuerpo) {
      // Compressed once in libuv's pool, off the event loop; quality 5 costs little more than 4 and is paid once.
      cuerpo =
        codificacion === 'br'
          ? comprimirBr(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
          : comprimirGzip(this.json, { level: 6 });
      this.codificadas.set(codificacion, cuerpo);
      cuerpo.catch(() => this.codificadas.delete(codificacion));
    }
    return cuerpo;
  }

  /**
   * Sends it on `reply` in the coding the request accepts (`@fastify/compress` leaves an encoded
   * answer alone), or 304 when the request's If-None-Match names it. `no-cache`: the browser may
   * keep it but asks again every time, so a change is seen on the next read.
   */
  async enviar(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('etag', this.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (coincideEtag(request.headers['if-none-match'], this.etag)) {
      await reply.code(304).send();
      return;
    }
    const codificacion = codificacionAceptada(request.headers['accept-encoding']);
    const cuerpo = await this.cuerpo(codificacion);
    reply.header('content-type', 'application/json; charset=utf-8');
    if (codificacion !== 'identity') reply.header('content-encoding', codificacion);
    await reply.send(cuerpo);
  }
}

/** If-None-Match's weak comparison: `*`, or any listed tag equal to ours once W/ is set aside. */
export function coincideEtag(cabecera: string | undefined, etag: string): boolean {
  if (!cabecera) return false;
  if (cabecera.trim() === '*') return true;
  const nuestra = etag.replace(/^W\//, '');
  return cabecera.split(',').some((t) => t.trim().replace(/^W\//, '') === nuestra);
}
