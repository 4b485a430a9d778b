import { CABECERA_DATOS_AL } from '@recepcion/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContextData } from '../context/request-context';

/**
 * An answer read from a standby that is behind carries the moment its data is from
 * (CABECERA_DATOS_AL), whatever its body: the reports answer lists, the dashboard an object.
 */
export function registrarCabeceraDatosAl(fastify: FastifyInstance, contextoDe: (request: FastifyRequest) => RequestContextData | undefined): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    const datosAl = contextoDe(request)?.datosAl;
    const al = datosAl ? await datosAl : null;
    if (al && reply.statusCode < 300) void reply.header(CABECERA_DATOS_AL, al);
    return payload;
  });
}
