import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, type RespuestaInvitacion, TIPO_USUARIO_PREDETERMINADO } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, hotelDeLaSesion, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { normalizarEmail } from '../../compartido/mapeos';
import { CorreoService } from '../../correo/correo.service';
import { InvitarUsuario } from './invitar-usuario.command';

/**
 * Stores (or renews) an invitation of the e-mail to the session's hotel and mails it. Whether the
 * address has an account is never said, and nobody is attached to a hotel without accepting:
 * the same answer and the same mail either way. Someone who already works in this hotel is said
 * so (the caller sees the hotel's users anyway).
 */
@CommandHandler(InvitarUsuario)
export class InvitarUsuarioHandler implements ICommandHandler<InvitarUsuario, RespuestaInvitacion> {
  constructor(
    private readonly em: EntityManager,
    private readonly correo: CorreoService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, tipo = TIPO_USUARIO_PREDETERMINADO }: InvitarUsuario): Promise<RespuestaInvitacion> {
    const sql = sqlExecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const ctx = requestContext.require();
    const emailLower = normalizarEmail(email);
    const [yaTrabajaAqui] = await sql.query(
      'select 1 as x from hotel_usuario a join usuario u on u.id = a.usuario_id where a.hotel_id = $1 and u.email_lower = $2',
      [hotelId, emailLower],
    );
    if (yaTrabajaAqui) throw new ReglaNegocioError(M.usuarioYaTieneAcceso);
    const [hotel] = await sql.query<{ nombre: string }>(
      `insert into invitacion_hotel (hotel_id, email_lower, tipo_usuario, invitado_por, creada_en) values ($1, $2, $3, $4, $5)
       on conflict (hotel_id, email_lower) do update set tipo_usuario = excluded.tipo_usuario, invitado_por = excluded.invitado_por, creada_en = excluded.creada_en
       returning (select nombre from hotel where id = $1) as nombre`,
      [hotelId, emailLower, tipo, ctx.userId ?? null, ctx.now],
    );
    await this.correo.enviar({
      para: email.trim(),
      asunto: `Recepción: invitación al hotel ${hotel.nombre}`,
      texto:
        `Hola:\n\nEl hotel ${hotel.nombre} le invita a trabajar con él en Recepción.\n` +
        `Ingrese con este correo en ${this.config.publicUrl} (si aún no tiene cuenta, regístrese con él) ` +
        `y acepte la invitación en el menú de usuario, «Invitaciones».\n\nSi no la esperaba, ignore este correo.`,
    });
    return { Message: M.invitacionEnviada };
  }
}
