import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** `'sha256-…'` of every inline `<script>` of a page (our index.html has one: the import map). */
export function hashesDeScriptsEnLinea(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, contenido]) => `'sha256-${createHash('sha256').update(contenido, 'utf8').digest('base64')}'`,
  );
}

/**
 * What a script, a style or a source map needs of those headers: not sniffed as another type, not
 * read by other sites, and (a module script's imports follow it) the referrer policy. The rest speak
 * to documents only (a CSP, framing, the opener, DNS prefetch): on each of the 20-odd files a page
 * loads they were some 500 bytes of headers for nothing.
 */
const DE_ARCHIVO = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);

/**
 * A script, style, map or font of the built UI (`/vendor/react.js?v=…`), outside the API. Not an
 * SVG nor an HTML file: opened on their own they are documents, and keep every header.
 */
export function esArchivo(url: string): boolean {
  const ruta = url.split('?')[0];
  return !ruta.startsWith('/api/') && /\.(m?js|css|map|json|woff2?)$/.test(ruta);
}

/**
 * An API call (`/api/…` but the API document's pages): its JSON is never a page. It needs what a file
 * needs, a CSP that allows nothing and no framing at all (OWASP's headers for REST answers). The
 * pages' CSP, with its script hashes, and the rest of their set were some 700 bytes on every call.
 */
export function esLlamadaApi(url: string): boolean {
  const ruta = url.split('?')[0];
  return ruta.startsWith('/api/') && ruta !== '/api/docs' && !ruta.startsWith('/api/docs/');
}

const CSP_DE_LLAMADA = "default-src 'none';frame-ancestors 'none'";

/**
 * Security headers on every answer: a CSP with no inline script but the page's own (by hash),
 * nobody may frame us, no MIME sniffing, no referrer to other sites. Styles stay 'unsafe-inline':
 * each micro-frontend injects its CSS as a <style> element and Handsontable sizes cells inline.
 * HSTS only on answers that went out over HTTPS (behind a trusted proxy, X-Forwarded-Proto says so).
 * Files of the UI get only the headers that apply to them (DE_ARCHIVO); API calls those and a CSP
 * that allows nothing, and no framing.
 */
export async function registrarCabecerasSeguridad(fastify: FastifyInstance, scriptsEnLinea: string[] = []): Promise<void> {
  const cabeceras = cabecerasDeHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: directivasCsp(scriptsEnLinea, ["'none'"]),
    },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // The UI opens no cross-origin windows and loads nothing cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  const deArchivo = cabeceras.filter(([nombre]) => DE_ARCHIVO.has(nombre.toLowerCase()));
  const deLlamada: typeof cabeceras = [...deArchivo, ['Content-Security-Policy', CSP_DE_LLAMADA], ['X-Frame-Options', 'DENY']];
  fastify.addHook('onRequest', (request, reply, done) => {
    const deEsta = esLlamadaApi(request.url) ? deLlamada : esArchivo(request.url) ? deArchivo : cabeceras;
    for (const [nombre, valor] of deEsta) reply.raw.setHeader(nombre, valor);
    if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  });
}

/**
 * Our CSP's directives: scripts only our own files and these inline hashes; `frameAncestors` who may
 * frame the page (nobody, for the staff app; the hotel's own site, for its booking page).
 */
export function directivasCsp(scriptsEnLinea: readonly string[], frameAncestors: readonly string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptsEnLinea],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [...frameAncestors],
  };
}

/** The CSP header's value for these directives (`default-src 'self'; script-src …`). */
export function textoCsp(directivas: Record<string, string[]>): string {
  return Object.entries(directivas)
    .map(([nombre, valores]) => `${nombre.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)} ${valores.join(' ')}`)
    .join(';');
}

/**
 * The headers helmet writes for these options, worked out once: they depend on nothing in the
 * request, and building helmet's middleware on every request (as @fastify/helmet does) cost CPU
 * on every answer.
 */
function cabecerasDeHelmet(opciones: HelmetOptions): [string, string | number | readonly string[]][] {
  const cabeceras = new Map<string, string | number | readonly string[]>();
  const respuesta = {
    setHeader: (nombre: string, valor: string | number | readonly string[]) => cabeceras.set(nombre, valor),
    removeHeader: (nombre: string) => cabeceras.delete(nombre),
  } as unknown as ServerResponse;
  helmet(opciones)({} as never, respuesta, (error?: unknown) => {
    if (error) throw error;
  });
  return [...cabeceras];
}
