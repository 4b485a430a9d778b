import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  esTipoUsuario,
  INVITACIONES_POR_DESTINATARIO,
  INVITACIONES_POR_HOTEL,
  MENSAJES_CUENTA as M,
  NOMBRES_TIPO_USUARIO,
  REENVIO_INVITACION_MINUTOS,
  type RespuestaInvitacion,
  RUTA_INVITACION,
  TIPO_USUARIO_PREDETERMINADO,
  VIGENCIA_INVITACION_DIAS,
} from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, hotelDeLaSesion, registrarActividad, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { normalizarEmail } from '../../compartido/mapeos';
import { CorreoService } from '../../correo/correo.service';
import { ContadoresService } from '../../limites/contadores.service';
import { hashToken, nuevoToken } from '../../sesiones/tokens';
import { InvitarUsuario } from './invitar-usuario.command';

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

/** The subject is ours alone: nothing a hotel writes (its name) goes there. */
export const ASUNTO_INVITACION = 'Recepción: le invitaron a trabajar en un hotel';

const textoInvitacion = (hotel: string, tipo: string, enlace: string) =>
  `Hola:\n\nEl hotel «${hotel}» le invita a trabajar con él en Recepción, como ${tipo}.\n` +
  `Para aceptar, abra este enlace (vale por ${VIGENCIA_INVITACION_DIAS} días y una sola vez):\n${enlace}\n\n` +
  'Si ya tiene una cuenta con esta dirección, ingrese con ella en esa página; si no, allí mismo podrá crearla con su nombre y una contraseña.\n\n' +
  'Si no esperaba esta invitación, ignore este correo: nadie tendrá acceso en su nombre.';

/**
 * One statement decides, under the row's lock, whether this invitation mails a new link: a new
 * invitation, an expired one, or one mailed at least `REENVIO_INVITACION_MINUTOS` ago gets a new
 * token (the older link stops working); otherwise only its type changes and no mail goes. `enviar`
 * says which.
 */
const GUARDAR = `
  insert into invitacion_hotel as i (hotel_id, email_lower, tipo_usuario, invitado_por, creada_en, token_hash, expira_en, enviada_en)
  values ($1, $2, $3, $4, $5, $6, $7, $5)
  on conflict (hotel_id, email_lower) do update set
    tipo_usuario = excluded.tipo_usuario,
    invitado_por = excluded.invitado_por,
    creada_en = case when i.expira_en <= $5 then excluded.creada_en else i.creada_en end,
    token_hash = case when i.expira_en <= $5 or i.enviada_en <= $8 then excluded.token_hash else i.token_hash end,
    expira_en = case when i.expira_en <= $5 or i.enviada_en <= $8 then excluded.expira_en else i.expira_en end,
    enviada_en = case when i.expira_en <= $5 or i.enviada_en <= $8 then excluded.enviada_en else i.enviada_en end
  returning i.token_hash = $6 as enviar, (select nombre from hotel where id = $1) as nombre`;

/**
 * Stores (or renews) an invitation of the e-mail to the session's hotel and mails its link
 * (`{PUBLIC_URL}/invitacion?token=…`): only whoever reads that mailbox can accept it. Whether the
 * address has an account is never said: the same answer and the same mail either way. Someone
 * who already works in this hotel is said so (the caller sees the hotel's users anyway).
 *
 * Abuse: one mail per pending invitation (again only after `REENVIO_INVITACION_MINUTOS`), at most
 * `INVITACIONES_POR_HOTEL` mails a hotel within an hour and `INVITACIONES_POR_DESTINATARIO` an
 * address within a day from all hotels (429), and the subject carries no text of the hotel's.
 */
@CommandHandler(InvitarUsuario)
export class InvitarUsuarioHandler implements ICommandHandler<InvitarUsuario, RespuestaInvitacion> {
  constructor(
    private readonly em: EntityManager,
    private readonly correo: CorreoService,
    private readonly contadores: ContadoresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, tipo = TIPO_USUARIO_PREDETERMINADO }: InvitarUsuario): Promise<RespuestaInvitacion> {
    const hotelId = hotelDeLaSesion();
    const ctx = requestContext.require();
    const ahora = ctx.now;
    const emailLower = normalizarEmail(email);
    const [yaTrabajaAqui] = await sqlExecutor(this.em).query(
      'select 1 as x from hotel_usuario a join usuario u on u.id = a.usuario_id where a.hotel_id = $1 and u.email_lower = $2',
      [hotelId, emailLower],
    );
    if (yaTrabajaAqui) throw new ReglaNegocioError(M.usuarioYaTieneAcceso);

    const token = nuevoToken();
    const guardada = await this.em.transactional(async (em) => {
      const [fila] = await sqlExecutor(em).query<{ enviar: boolean; nombre: string }>(GUARDAR, [
        hotelId,
        emailLower,
        tipo,
        ctx.userId ?? null,
        ahora,
        hashToken(token),
        new Date(ahora.getTime() + VIGENCIA_INVITACION_DIAS * DIA),
        new Date(ahora.getTime() - REENVIO_INVITACION_MINUTOS * MINUTO),
      ]);
      await registrarActividad(sqlExecutor(em), {
        tipo: 'Usuario',
        entidad: 'Invitacion',
        descripcion: `Invitación a ${emailLower} como ${esTipoUsuario(tipo) ? NOMBRES_TIPO_USUARIO[tipo] : tipo}${fila.enviar ? '' : ' (pendiente: sin reenviar el correo)'}`,
      });
      if (!fila.enviar) return fila;
      // Counted only for a mail that goes; a refusal rolls the invitation back.
      if (!(await this.contadores.contar(ContadoresService.clave('invitaciones-hotel', hotelId), INVITACIONES_POR_HOTEL, HORA, ahora))) {
        throw new HttpException({ Message: M.demasiadasInvitacionesHotel }, HttpStatus.TOO_MANY_REQUESTS);
      }
      if (!(await this.contadores.contar(ContadoresService.clave('invitaciones-destinatario', emailLower), INVITACIONES_POR_DESTINATARIO, DIA, ahora))) {
        throw new HttpException({ Message: M.demasiadasInvitacionesCorreo }, HttpStatus.TOO_MANY_REQUESTS);
      }
      return fila;
    });
    if (!guardada.enviar) return { Message: M.invitacionPendiente };

    const nombreTipo = esTipoUsuario(tipo) ? NOMBRES_TIPO_USUARIO[tipo] : tipo;
    await this.correo.enviarDespues({
      para: email.trim(),
      asunto: ASUNTO_INVITACION,
      texto: textoInvitacion(guardada.nombre, nombreTipo, `${this.config.publicUrl}${RUTA_INVITACION}?token=${token}`),
    });
    return { Message: M.invitacionEnviada };
  }
}
