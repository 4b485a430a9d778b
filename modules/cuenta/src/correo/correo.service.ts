import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, CLOCK, type Clock, LOGGER, sqlExecutor } from '@recepcion/platform';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Correo {
  para: string;
  asunto: string;
  texto: string;
  html?: string;
}

/**
 * Mail goes through SMTP when SMTP_URL is set. Without it, every message is kept in the
 * `correo_saliente` table (and its text logged outside production) so nothing is lost.
 */
@Injectable()
export class CorreoService {
  private readonly transporte;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.transporte = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async enviar(correo: Correo): Promise<void> {
    const ahora = this.clock();
    const [{ id }] = await sqlExecutor(this.em).query<{ id: number }>(
      'insert into correo_saliente (para, asunto, texto, html, creado_en) values ($1, $2, $3, $4, $5) returning id',
      [correo.para, correo.asunto, correo.texto, correo.html ?? null, ahora],
    );
    if (!this.transporte) {
      if (this.config.nodeEnv !== 'production') this.logger.info({ para: correo.para, asunto: correo.asunto, texto: correo.texto }, 'correo guardado (sin SMTP_URL)');
      return;
    }
    await this.transporte.sendMail({ from: `Recepción <no-responder@${this.config.productDomain}>`, to: correo.para, subject: correo.asunto, text: correo.texto, html: correo.html });
    await sqlExecutor(this.em).query('update correo_saliente set enviado_en = $1 where id = $2', [this.clock(), id]);
  }
}
