import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CUENTA as M, RUTA_VERIFICAR, VIGENCIA_VERIFICACION_DIAS } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, ReglaNegocioError, sqlExecutor, type SqlExecutor } from '@recepcion/platform';
import { CorreoService } from '../correo/correo.service';
import { hashToken, nuevoToken } from '../sesiones/tokens';

const VIGENCIA_MS = VIGENCIA_VERIFICACION_DIAS * 24 * 60 * 60_000;
export const ASUNTO_VERIFICACION = 'Recepción: verifique su correo';

/**
 * The verification mail carries nothing the account's maker wrote (not even the name): whoever
 * signs up with someone else's address cannot send that person their own text.
 */
const textoVerificacion = (enlace: string) =>
  'Hola:\n\nSe creó una cuenta de Recepción con esta dirección de correo. Para confirmar que es suya, abra este enlace ' +
  `(vale por ${VIGENCIA_VERIFICACION_DIAS} días y una sola vez):\n${enlace}\n\n` +
  'Mientras no la confirme, la cuenta no ve las invitaciones de hoteles enviadas a esta dirección.\n\n' +
  'Si usted no creó esa cuenta, ignore este correo.';

/**
 * An address is proven only by a link sent to it. A sign-up gets a verification link
 * (`{PUBLIC_URL}/verificar?token=…`, 256 random bits, only its SHA-256 stored, one use, 7 days);
 * opening an invitation's link or a password-reset link proves the address too (`marcarVerificado`).
 */
@Injectable()
export class VerificacionService {
  constructor(
    private readonly em: EntityManager,
    private readonly correo: CorreoService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new link for the user (the unused ones retire), and its mail. Call it outside a transaction: the mail goes at once. */
  async enviarEnlace(usuario: { id: number; email: string }, ahora: Date): Promise<void> {
    const token = nuevoToken();
    const sql = sqlExecutor(this.em);
    await sql.query('delete from token_verificacion where usuario_id = $1 and usado_en is null', [usuario.id]);
    await sql.query('insert into token_verificacion (token_hash, usuario_id, expira_en) values ($1, $2, $3)', [hashToken(token), usuario.id, new Date(ahora.getTime() + VIGENCIA_MS)]);
    await this.correo.enviarDespues({ para: usuario.email, asunto: ASUNTO_VERIFICACION, texto: textoVerificacion(`${this.config.publicUrl}${RUTA_VERIFICAR}?token=${token}`) });
  }

  /** Uses the link: the account's address is proven. Answers the user's id; a used, expired or unknown link is refused. */
  async verificar(token: string, ahora: Date): Promise<number> {
    return this.em.transactional(async (em) => {
      const sql = sqlExecutor(em);
      const [fila] = await sql.query<{ usuario_id: number }>(
        'update token_verificacion set usado_en = $1 where token_hash = $2 and usado_en is null and expira_en > $1 returning usuario_id',
        [ahora, hashToken(token)],
      );
      if (!fila) throw new ReglaNegocioError(M.enlaceVerificacionInvalido);
      await marcarVerificado(sql, fila.usuario_id, ahora);
      return fila.usuario_id;
    });
  }
}

/** The user's address is proven now (if it was not already); its remaining verification links retire. */
export async function marcarVerificado(sql: SqlExecutor, usuarioId: number, ahora: Date): Promise<void> {
  await sql.query('update usuario set correo_verificado_en = coalesce(correo_verificado_en, $1) where id = $2', [ahora, usuarioId]);
  await sql.query('delete from token_verificacion where usuario_id = $1 and usado_en is null', [usuarioId]);
}
