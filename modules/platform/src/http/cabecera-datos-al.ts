import { CABECERA_DATOS_AL } from '@recepcion/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContextData } from '../context/request-context';

/**
 * An answer read from a standby that is behind carries the moment its data is from
 * (CABECERA_DATOS_AL), whatever its body: the reports answer lists, the dashboard an object.
 * Every other answer passes straight through (no promise on the hot path).
 */
export function registrarCabeceraDatosAl(fastify: FastifyInstance, contextoDe: (request: FastifyRequest) => RequestContextData | undefined): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const datosAl = contextoDe(request)?.datosAl;
    if (!datosAl) return done(null, payload);
    datosAl.then(
      (al) => {
        if (al && reply.statusCode < 300) void reply.header(CABECERA_DATOS_AL, al);
        done(null, payload);
      },
      () => done(null, payload),
    );
  });
}
