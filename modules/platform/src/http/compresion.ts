import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for API answers and UI files over 1 KB, as the browser accepts. Brotli at
 * quality 4: compressing on every answer must cost less CPU than it saves on the wire. Answers
 * up to 64 KB (a page of the reservation list is about 17 KB) are compressed in one call and sent
 * in one write with their length; the plugin's default on two cores (8 KB) would stream them
 * through a zlib stream, a socket write per chunk. Answers kept compressed (`RespuestaJsonComprimida`)
 * carry their Content-Encoding and pass untouched.
 */
export async function registrarCompresion(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
