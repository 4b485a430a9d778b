import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MENSAJE_NO_ENCONTRADO } from '@recepcion/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built UI from `uiDir` (one process serves UI and API) with a history fallback:
 * any GET that is not an API call or a file answers index.html, and the shell routes it.
 */
export async function serveStaticUi(fastify: FastifyInstance, uiDir: string, productDomain: string, handsontableLicenseKey = 'non-commercial-and-evaluation'): Promise<boolean> {
  const indexPath = path.join(uiDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const escapar = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const indexHtml = readFileSync(indexPath, 'utf8')
    .replaceAll('__PRODUCT_DOMAIN__', escapar(productDomain))
    .replaceAll('__HANDSONTABLE_LICENSE_KEY__', escapar(handsontableLicenseKey));

  await fastify.register(fastifyStatic, {
    root: uiDir,
    wildcard: false,
    index: false,
    cacheControl: true,
    // Names are not content-hashed: revalidate every time (ETag keeps it cheap).
    maxAge: 0,
    etag: true,
  });

  fastify.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ Message: MENSAJE_NO_ENCONTRADO });
    }
    if (path.extname(pathname)) return reply.status(404).type('text/plain; charset=utf-8').send('No se encontro');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
  return true;
}
