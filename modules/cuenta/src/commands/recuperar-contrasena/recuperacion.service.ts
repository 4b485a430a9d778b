import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { normalizarEmail } from '../../compartido/mapeos';
import { Usuario } from '../../entities/usuario.entity';
import { CorreoService } from '../../correo/correo.service';
import { BloqueosService } from '../../sesiones/bloqueos.service';
import { hashContrasena } from '../../sesiones/contrasenas';
import { SesionesService } from '../../sesiones/sesiones.service';
import { hashToken, nuevoToken } from '../../sesiones/tokens';

export const VIGENCIA_ENLACE_MS = 60 * 60_000;
export const RUTA_RESTABLECER = '/restablecer-contrasena';

/** Password recovery by a one-time link that expires in one hour. */
@Injectable()
export class RecuperacionService {
  constructor(
    private readonly em: EntityManager,
    private readonly correo: CorreoService,
    private readonly sesiones: SesionesService,
    private readonly bloqueos: BloqueosService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Says nothing about whether the e-mail exists: the answer is the same either way. */
  async solicitar(email: string, ahora: Date): Promise<void> {
    const usuario = await this.em.findOne(Usuario, { emailLower: normalizarEmail(email) });
    if (!usuario) return;
    const token = nuevoToken();
    // Only the newest link works: asking again retires the ones not used yet.
    await sqlExecutor(this.em).query('delete from token_recuperacion where usuario_id = $1 and usado_en is null', [usuario.id]);
    await sqlExecutor(this.em).query('insert into token_recuperacion (token_hash, usuario_id, expira_en) values ($1, $2, $3)', [
      hashToken(token),
      usuario.id,
      new Date(ahora.getTime() + VIGENCIA_ENLACE_MS),
    ]);
    const enlace = `${this.config.publicUrl}${RUTA_RESTABLECER}?token=${token}`;
    await this.correo.enviar({
      para: usuario.email,
      asunto: 'Recepción: restablezca su contraseña',
      texto: `Hola ${usuario.nombre}:\n\nPara elegir una nueva contraseña abra este enlace (vale por una hora y una sola vez):\n${enlace}\n\nSi usted no lo pidió, ignore este correo.`,
    });
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
      await this.sesiones.cerrarOtras(usuario.id);
      await this.bloqueos.desbloquear(usuario.emailLower);
    });
  }
}
