import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
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
export class CorreoService implements BeforeApplicationShutdown {
  private readonly transporte;
  /** Mails handed to the SMTP server after their answer (`enviarDespues`): shutting down waits for them. */
  private readonly entregas = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.transporte = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async enviar(correo: Correo): Promise<void> {
    const id = await this.guardar(correo);
    if (id !== null) await this.entregar(correo, id);
  }

  /**
   * The mail is in the outbox when this answers; the SMTP delivery, a round trip of unknown length
   * to another server, goes on after it (a failure is logged, the outbox row stays unsent). For the
   * mails a call sends on its way (a sign-up's verification, an invitation): the answer never
   * waits for, nor fails with, another server.
   */
  async enviarDespues(correo: Correo): Promise<void> {
    const id = await this.guardar(correo);
    if (id === null) return;
    const entrega = this.entregar(correo, id).catch((error: unknown) => {
      this.logger.error({ err: error, para: correo.para, asunto: correo.asunto }, 'no se pudo enviar el correo');
    });
    this.entregas.add(entrega);
    void entrega.finally(() => this.entregas.delete(entrega));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.entregas]);
  }

  /** The outbox row; null when there is no SMTP server (the row is the mail). */
  private async guardar(correo: Correo): Promise<number | null> {
    const [{ id }] = await sqlExecutor(this.em).query<{ id: number }>(
      'insert into correo_saliente (para, asunto, texto, html, creado_en) values ($1, $2, $3, $4, $5) returning id',
      [correo.para, correo.asunto, correo.texto, correo.html ?? null, this.clock()],
    );
    if (this.transporte) return id;
    if (this.config.nodeEnv !== 'production') this.logger.info({ para: correo.para, asunto: correo.asunto, texto: correo.texto }, 'correo guardado (sin SMTP_URL)');
    return null;
  }

  private async entregar(correo: Correo, id: number): Promise<void> {
    if (!this.transporte) return;
    await this.transporte.sendMail({ from: `Recepción <no-responder@${this.config.productDomain}>`, to: correo.para, subject: correo.asunto, text: correo.texto, html: correo.html });
    await sqlExecutor(this.em).query('update correo_saliente set enviado_en = $1 where id = $2', [this.clock(), id]);
  }
}
