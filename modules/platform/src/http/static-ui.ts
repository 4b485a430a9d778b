import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COOKIE_DESFASE_HORARIO, MENSAJE_NO_ENCONTRADO } from '@recepcion/contracts';
import type { FastifyInstance } from 'fastify';
import { hashesDeScriptsEnLinea } from './cabeceras-seguridad';
import { SESSION_COOKIE } from '../auth/session-resolver';
import { diaDelVisitante } from '../context/dia-del-visitante';
import { leerMarcosPintados } from './marcos-pintados';
import { leerPaginasPintadas, sinSesion } from './paginas-pintadas';
import { htmlConPrecargas, leerPrecargas } from './precargas-de-ruta';

/** A file named by its content (an import-map URL's `?v=<hash>`, or a chunk's `-<hash>.js`) never changes. */
const POR_CONTENIDO = /(\?|&)v=[0-9a-f]{6,}(&|$)|-[A-Za-z0-9_-]{8}\.(js|css)(\?|$)/;

/** Content-addressed files are cached for a year; anything else is revalidated (its ETag makes that cheap). */
export function politicaDeCache(url: string): string {
  return POR_CONTENIDO.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built UI from `uiDir` (one process serves UI and API) with a history fallback:
 * any GET that is not an API call or a file answers index.html, and the shell routes it; the page
 * preloads the modules of its route (precargas-de-ruta.ts).
 * Answers the CSP hashes of index.html's inline scripts, or null when the UI is not built.
 */
export async function serveStaticUi(fastify: FastifyInstance, uiDir: string, productDomain: string, handsontableLicenseKey = 'non-commercial-and-evaluation'): Promise<string[] | null> {
  const indexPath = path.join(uiDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const escapar = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const indexHtml = readFileSync(indexPath, 'utf8')
    .replaceAll('__PRODUCT_DOMAIN__', escapar(productDomain))
    .replaceAll('__HANDSONTABLE_LICENSE_KEY__', escapar(handsontableLicenseKey));
  const paginaDe = htmlConPrecargas(indexHtml, leerPrecargas(uiDir), leerPaginasPintadas(uiDir), leerMarcosPintados(uiDir));

  await fastify.register(fastifyStatic, {
    root: uiDir,
    wildcard: false,
    index: false,
    etag: true,
    cacheControl: false,
    // The web builds write `.br`/`.gz` copies at the best compression (tools/vite/precomprimir.mjs).
    preCompressed: true,
  });
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || reply.getHeader('cache-control')) return;
    const politica = politicaDeCache(request.url);
    void reply.header('cache-control', politica);
    // Named by its content and kept a year: nothing to revalidate or ask for by ranges.
    if (politica.endsWith('immutable')) reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
  });

  fastify.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ Message: MENSAJE_NO_ENCONTRADO });
    }
    if (path.extname(pathname)) return reply.status(404).type('text/plain; charset=utf-8').send('No se encontro');
    const visitante = sinSesion(request.cookies, SESSION_COOKIE) ? ({ sinSesion: true } as const) : { sinSesion: false as const, hoy: diaDelVisitante(new Date(), request.cookies[COOKIE_DESFASE_HORARIO]), userAgent: request.headers['user-agent'] ?? '' };
    return paginaDe(pathname, visitante).enviar(request, reply);
  });
  return hashesDeScriptsEnLinea(indexHtml);
}
