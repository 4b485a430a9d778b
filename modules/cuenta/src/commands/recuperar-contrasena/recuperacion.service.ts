import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, LOGGER, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import type { Logger } from 'pino';
import { normalizarEmail } from '../../compartido/mapeos';
import { Usuario } from '../../entities/usuario.entity';
import { type Correo, CorreoService } from '../../correo/correo.service';
import { BloqueosService } from '../../sesiones/bloqueos.service';
import { hashContrasena } from '../../sesiones/contrasenas';
import { SesionesService } from '../../sesiones/sesiones.service';
import { hashToken, nuevoToken } from '../../sesiones/tokens';
import { marcarVerificado } from '../../verificacion/verificacion.service';

export const VIGENCIA_ENLACE_MS = 60 * 60_000;
export const RUTA_RESTABLECER = '/restablecer-contrasena';

const ASUNTO = 'Recepción: restablezca su contraseña';
/** The mail's text around the user's name (the statement below puts the name in). */
const textoDelCorreo = (enlace: string) => ({
  antes: 'Hola ',
  despues: `:\n\nPara elegir una nueva contraseña abra este enlace (vale por una hora y una sola vez):\n${enlace}\n\nSi usted no lo pidió, ignore este correo.`,
});

/**
 * One statement, the same for every address, so that the answer takes as long whether or not the
 * address has an account. For a known one it retires the user's unused links, stores the new one's
 * hash and, when `$7` (no SMTP server: the outbox is the mail), puts the mail in `correo_saliente`;
 * for an unknown one it writes nothing. It answers one row either way (the user's e-mail and name,
 * or nulls). Its commit does not wait for the disk (`synchronous_commit` off, for this statement
 * only): a write that must reach the disk waits for it (3 ms here, against 0.4 ms for the whole
 * statement), and an unknown address writes nothing. The rows are visible at once all the same; a
 * crash in the next fraction of a second may lose the link, and the user asks again.
 */
const SOLICITAR = `
  with titular as (select id, email, nombre from usuario where email_lower = $1),
  retirados as (delete from token_recuperacion t using titular u where t.usuario_id = u.id and t.usado_en is null),
  token as (insert into token_recuperacion (token_hash, usuario_id, expira_en) select $2, id, $3 from titular),
  correo as (
    insert into correo_saliente (para, asunto, texto, creado_en)
    select email, $4, $5::text || nombre || $6::text, $8 from titular where $7::boolean
  )
  select set_config('synchronous_commit', 'off', true) as asincrono, t.email, t.nombre from (select 1) una left join titular t on true`;

const nada = () => undefined;

/** Password recovery by a one-time link that expires in one hour. */
@Injectable()
export class RecuperacionService implements BeforeApplicationShutdown {
  /** Mails handed to the SMTP server after their answer: shutting down waits for them. */
  private readonly entregas = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly correo: CorreoService,
    private readonly sesiones: SesionesService,
    private readonly bloqueos: BloqueosService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Says nothing about whether the e-mail exists: the answer is the same, and so is its time. Known
   * or not, the address costs one statement of the same shape (`SOLICITAR`). Answers what is left to
   * do once the answer has gone (the controller runs it then): for a known address through SMTP, the
   * delivery, a round trip of unknown length to another server, whose failure is logged; without
   * SMTP, the log line of the stored mail; for an unknown address, nothing.
   */
  async solicitar(email: string, ahora: Date): Promise<() => void> {
    const token = nuevoToken();
    const texto = textoDelCorreo(`${this.config.publicUrl}${RUTA_RESTABLECER}?token=${token}`);
    const enBandeja = !this.config.smtpUrl;
    const [usuario] = await sqlExecutor(this.em).query<{ email: string | null; nombre: string }>(SOLICITAR, [
      normalizarEmail(email),
      hashToken(token),
      new Date(ahora.getTime() + VIGENCIA_ENLACE_MS),
      ASUNTO,
      texto.antes,
      texto.despues,
      enBandeja,
      ahora,
    ]);
    if (!usuario?.email) return nada;
    const correo: Correo = { para: usuario.email, asunto: ASUNTO, texto: `${texto.antes}${usuario.nombre}${texto.despues}` };
    // As CorreoService does for every message it keeps without SMTP: outside production the link is in the log.
    if (enBandeja) {
      return () => {
        if (this.config.nodeEnv !== 'production') this.logger.info(correo, 'correo guardado (sin SMTP_URL)');
      };
    }
    return () => this.entregar(correo);
  }

  private entregar(correo: Correo): void {
    const entrega = this.correo.enviar(correo).catch((error: unknown) => {
      this.logger.error({ err: error, para: correo.para }, 'no se pudo enviar el correo de recuperación');
    });
    this.entregas.add(entrega);
    void entrega.finally(() => this.entregas.delete(entrega));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.entregas]);
  }

  async restablecer(token: string, password: string, ahora: Date): Promise<void> {
    const passwordHash = await hashContrasena(password);
    await this.em.transactional(async (em) => {
      const [fila] = await sqlExecutor(em).query<{ usuario_id: number }>(
        'update token_recuperacion set usado_en = $1 where token_hash = $2 and usado_en is null and expira_en > $1 returning usuario_id',
        [ahora, hashToken(token)],
      );
      if (!fila) throw new ReglaNegocioError(M.enlaceInvalido);
      const usuario = await em.findOneOrFail(Usuario, { id: fila.usuario_id });
      usuario.passwordHash = passwordHash;
      await em.flush();
      // The link reached the address: it is proven.
      await marcarVerificado(sqlExecutor(em), usuario.id, ahora);
      await this.sesiones.cerrarOtras(usuario.id);
      await this.bloqueos.desbloquear(usuario.emailLower);
    });
  }
}
