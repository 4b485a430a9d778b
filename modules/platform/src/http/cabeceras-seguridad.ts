import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** `'sha256-…'` of every inline `<script>` of a page (our index.html has one: the import map). */
export function hashesDeScriptsEnLinea(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, contenido]) => `'sha256-${createHash('sha256').update(contenido, 'utf8').digest('base64')}'`,
  );
}

/**
 * Security headers on every answer: a CSP with no inline script but the page's own (by hash),
 * nobody may frame us, no MIME sniffing, no referrer to other sites. Styles stay 'unsafe-inline':
 * each micro-frontend injects its CSS as a <style> element and Handsontable sizes cells inline.
 * HSTS only on answers that went out over HTTPS (behind a trusted proxy, X-Forwarded-Proto says so).
 */
export async function registrarCabecerasSeguridad(fastify: FastifyInstance, scriptsEnLinea: string[] = []): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptsEnLinea],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // The UI opens no cross-origin windows and loads nothing cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
