import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { esTipoUsuario, MENSAJES_CUENTA as M, NOMBRES_TIPO_USUARIO, type RespuestaInvitacion, SESION_RECORDAR_DIAS } from '@recepcion/contracts';
import { registrarActividad, sqlExecutor } from '@recepcion/platform';
import { ConfiguracionHotel } from '../entities/configuracion.entity';
import { HotelUsuarioAcceso } from '../entities/hotel-usuario.entity';
import { Usuario } from '../entities/usuario.entity';
import { SesionesService } from '../sesiones/sesiones.service';
import { toConfiguracion, toUsuarioSesion } from './mapeos';

/** An invitation taken (deleted) from `invitacion_hotel`, in the transaction that accepts it. */
export interface InvitacionTomada {
  hotel_id: number;
  tipo_usuario: string;
  email_lower: string;
  nombre: string;
}

/** Takes the invitation: its columns, or no row. `$1` the condition's value, `$2` now. */
export const tomarInvitacion = (condicion: string) => `
  delete from invitacion_hotel i where ${condicion} and i.expira_en > $2
  returning i.hotel_id, i.tipo_usuario, i.email_lower, (select nombre from hotel where id = i.hotel_id) as nombre`;

/** What an accepted invitation leaves: the answer, and the session's cookie data for the controller. */
export interface AceptacionHecha {
  respuesta: RespuestaInvitacion;
  usuarioId: number;
  /** The inviting hotel, where the session is now. */
  hotelId: number;
  /** A new session (the person had no account): its cookie. */
  token?: string;
  /** The UI cookies' lifetime: the remembered session's (90 days), else a browser-session cookie. */
  maxAgeSegundos?: number;
  recordar: boolean;
}

/**
 * Accepting an invitation, by its link or from «Invitaciones»: the user gets the access with the
 * type offered, the address is proven (whoever accepts read the mail, or had proven it), the
 * hotel becomes the one the next sign-in lands in, and the session moves to it at once (a new
 * session for a person who had no account). Runs in the caller's transaction; the caller
 * publishes `SesionesModificadas` once it has committed.
 */
@Injectable()
export class AccesoPorInvitacion {
  constructor(private readonly sesiones: SesionesService) {}

  async aceptar(em: EntityManager, invitacion: InvitacionTomada, usuario: Usuario, sessionId: string | null, ahora: Date): Promise<AceptacionHecha> {
    const sql = sqlExecutor(em);
    await sql.query('insert into hotel_usuario (hotel_id, usuario_id, tipo_usuario) values ($1, $2, $3) on conflict (hotel_id, usuario_id) do nothing', [
      invitacion.hotel_id,
      usuario.id,
      invitacion.tipo_usuario,
    ]);
    const tipo = esTipoUsuario(invitacion.tipo_usuario) ? NOMBRES_TIPO_USUARIO[invitacion.tipo_usuario] : invitacion.tipo_usuario;
    await registrarActividad(sql, {
      tipo: 'Usuario',
      entidad: 'Usuario',
      entidadId: usuario.id,
      descripcion: `${usuario.nombre} (${invitacion.email_lower}) aceptó la invitación: acceso como ${tipo}`,
      hotelId: invitacion.hotel_id,
      usuarioId: usuario.id,
      fecha: ahora,
    });
    usuario.correoVerificadoEn ??= ahora;
    usuario.ultimoHotelId = invitacion.hotel_id;
    await em.flush();
    await sql.query('delete from token_verificacion where usuario_id = $1 and usado_en is null', [usuario.id]);

    let token: string | undefined;
    let recordar = false;
    const [movida] = sessionId
      ? await sql.query<{ recordar: boolean }>('update sesion set hotel_id = $1, hotel_propio_id = null where id_hash = $2 and usuario_id = $3 returning recordar', [
          invitacion.hotel_id,
          sessionId,
          usuario.id,
        ])
      : [];
    if (movida) recordar = movida.recordar;
    else token = (await this.sesiones.crear(usuario.id, invitacion.hotel_id, false, ahora)).token;

    const acceso = await em.findOneOrFail(HotelUsuarioAcceso, { hotelId: invitacion.hotel_id, usuarioId: usuario.id }, { filters: { hotel: false } });
    const configuracion = await em.findOneOrFail(ConfiguracionHotel, { hotelId: invitacion.hotel_id }, { filters: { hotel: false } });
    return {
      usuarioId: usuario.id,
      hotelId: invitacion.hotel_id,
      token,
      recordar,
      maxAgeSegundos: recordar ? SESION_RECORDAR_DIAS * 24 * 60 * 60 : undefined,
      respuesta: {
        Message: M.invitacionAceptada,
        HotelId: invitacion.hotel_id,
        NombreHotel: invitacion.nombre,
        Sesion: { hotel_id: invitacion.hotel_id, user_id: usuario.id, config: toConfiguracion(configuracion), usuario: toUsuarioSesion(usuario, acceso.tipoUsuario) },
      },
    };
  }
}
