import findMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const METODOS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Remembers every route as it is registered, so a request that matched none can be told which
 * methods its path does have (405 with `Allow`) instead of a bare 404. Install before the routes.
 */
export function registrarMetodosPermitidos(fastify: FastifyInstance): (metodo: string, url: string) => string[] {
  const rutas = findMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 1000 });
  const vistas = new Set<string>();
  fastify.addHook('onRoute', (ruta) => {
    // The UI's history fallback (`/*`) answers any path: it says nothing about the API's.
    if (ruta.url.includes('*')) return;
    for (const metodo of [ruta.method].flat()) {
      const clave = `${metodo} ${ruta.url.toLowerCase()}`;
      if (!METODOS.includes(metodo as HTTPMethod) || vistas.has(clave)) continue;
      vistas.add(clave);
      rutas.on(metodo as HTTPMethod, ruta.url, () => undefined);
    }
  });
  return (metodo, url) => {
    const camino = url.split('?')[0];
    if (rutas.find(metodo.toUpperCase() as HTTPMethod, camino)) return [];
    return METODOS.filter((m) => rutas.find(m, camino) !== null);
  };
}
