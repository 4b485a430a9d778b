import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig, directivasCsp, hashesDeScriptsEnLinea, Publico, sqlExecutor, textoCsp } from '@recepcion/platform';
import type { FastifyReply } from 'fastify';
import { hotelDelSlug } from '../../aplicacion/configuraciones';

/**
 * `GET /reservar/{slug}` and `/reservar/{slug}/reserva/{token}`: the guest's booking page (built by
 * apps/reservar, not the staff app). Its CSP lets only the hotel's own site frame it; an unknown
 * or switched-off hotel gets the same page with 404, which then says so kindly.
 */
@ApiExcludeController()
@Controller('reservar')
export class PaginaReservarController {
  private pagina: { html: string; hashes: string[] } | null | undefined;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':slug')
  @Publico()
  inicio(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<void> {
    return this.enviar(slug, reply);
  }

  @Get(':slug/reserva/:token')
  @Publico()
  reserva(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<void> {
    return this.enviar(slug, reply);
  }

  private async enviar(slug: string, reply: FastifyReply): Promise<void> {
    const pagina = this.leer();
    if (!pagina) {
      void reply.status(404).type('text/plain; charset=utf-8').send('La página de reservas no está construida (npm run build)');
      return;
    }
    const hotel = await hotelDelSlug(sqlExecutor(this.em), slug);
    const sitio = hotel?.config.SitioPermitido;
    reply.raw.removeHeader('x-frame-options');
    void reply
      .status(hotel ? 200 : 404)
      .header('content-security-policy', textoCsp(directivasCsp(pagina.hashes, sitio ? ["'self'", sitio] : ["'self'"])))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pagina.html);
  }

  /** The built page, read once (absent when the UI is not built: the API alone still runs). */
  private leer(): { html: string; hashes: string[] } | null {
    if (this.pagina === undefined) {
      const archivo = path.join(this.config.uiDir, 'reservar', 'index.html');
      const html = existsSync(archivo) ? readFileSync(archivo, 'utf8') : null;
      this.pagina = html ? { html, hashes: hashesDeScriptsEnLinea(html) } : null;
    }
    return this.pagina;
  }
}
