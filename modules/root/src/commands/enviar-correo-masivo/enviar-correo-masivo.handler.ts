import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EnviarCorreo, MENSAJES_ROOT as M, personalizarCorreo, validarCorreoMasivo } from '@recepcion/contracts';
import { LOGGER, ReglaNegocioError } from '@recepcion/platform';
import type { Logger } from 'pino';
import { EnviarCorreoMasivo } from './enviar-correo-masivo.command';

/** Texts of an html message for mail readers without html. */
const textoDeHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Sent through cuenta's mail service (`EnviarCorreo`): SMTP_URL, or its outbox table without it. */
@CommandHandler(EnviarCorreoMasivo)
export class EnviarCorreoMasivoHandler implements ICommandHandler<EnviarCorreoMasivo, { Message: string; Email: string }> {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ correo }: EnviarCorreoMasivo): Promise<{ Message: string; Email: string }> {
    const error = validarCorreoMasivo(correo);
    if (error) throw new ReglaNegocioError(error);
    const asunto = personalizarCorreo(correo.Titulo, correo, false);
    const cuerpo = personalizarCorreo(correo.Mensaje, correo, correo.IsBodyHtml);
    try {
      await this.commandBus.execute(
        new EnviarCorreo(correo.IsBodyHtml ? { para: correo.Email, asunto, texto: textoDeHtml(cuerpo), html: cuerpo } : { para: correo.Email, asunto, texto: cuerpo }),
      );
    } catch (e) {
      // The page stops the run on this answer; the SMTP server's own words stay in the log.
      this.logger.warn({ err: e, para: correo.Email }, 'correo masivo rechazado');
      throw new ReglaNegocioError(M.noSeEnvio(correo.Email));
    }
    return { Message: M.enviado, Email: correo.Email };
  }
}
