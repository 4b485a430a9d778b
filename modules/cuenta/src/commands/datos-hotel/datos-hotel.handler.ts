import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelCuenta, SesionesModificadas } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/**
 * The published command `DatosHotelCuenta` (hotel deletion, provider tools): the hotel, its
 * configuration, its users' access and sessions, the users left without any hotel (with their
 * recovery tokens and lockout rows), and its company when no other hotel has it. Exported without
 * password hashes. Runs in the caller's transaction; nothing of another hotel.
 */
@CommandHandler(DatosHotelCuenta)
export class DatosHotelCuentaHandler implements ICommandHandler<DatosHotelCuenta, DatosDeHotel> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ hotelId, accion }: DatosHotelCuenta): Promise<DatosDeHotel> {
    const sql = sqlExecutor(this.em);
    // Users of this hotel who have no other hotel go with it.
    const soloAqui = `select u.id from usuario u where exists (select 1 from hotel_usuario a where a.usuario_id = u.id and a.hotel_id = $1)
                        and not exists (select 1 from hotel_usuario a where a.usuario_id = u.id and a.hotel_id <> $1)`;
    const empresaSola = `select h.empresa_id from hotel h where h.id = $1 and not exists (select 1 from hotel o where o.empresa_id = h.empresa_id and o.id <> h.id)`;
    if (accion === 'exportar') {
      return {
        hotel: await sql.query('select * from hotel where id = $1', [hotelId]),
        empresa: await sql.query('select * from empresa where id = (select empresa_id from hotel where id = $1)', [hotelId]),
        configuracion: await sql.query('select id, hotel_id, nombre, moneda_id, tipo_impuesto_id, impuesto_incluido, tipo_impuesto_sa_id, impuesto_incluido_sa, precio_habitacion_por_persona, precio_regimen_por_persona, encabezado, pais_id, configurado, email from configuracion where hotel_id = $1', [hotelId]),
        hotel_usuario: await sql.query('select * from hotel_usuario where hotel_id = $1', [hotelId]),
        invitacion_hotel: await sql.query('select * from invitacion_hotel where hotel_id = $1', [hotelId]),
        usuario: await sql.query('select u.id, u.nombre, u.email, u.es_operador, u.creado_en from usuario u join hotel_usuario a on a.usuario_id = u.id where a.hotel_id = $1', [hotelId]),
      };
    }
    const usuarios = (await sql.query<{ id: number }>(soloAqui, [hotelId])).map((u) => u.id);
    const [empresa] = await sql.query<{ empresa_id: number }>(empresaSola, [hotelId]);
    const borrar = async (q: string, p: unknown[]) => (await sql.query(`${q} returning 1 as x`, p)).length;
    const ids = `{${usuarios.join(',')}}`;
    const datos: DatosDeHotel = {
      sesion: await borrar('delete from sesion where hotel_id = $1 or hotel_propio_id = $1 or usuario_id = any($2::int[])', [hotelId, ids]),
      hotel_usuario: await borrar('delete from hotel_usuario where hotel_id = $1', [hotelId]),
      invitacion_hotel: await borrar('delete from invitacion_hotel where hotel_id = $1', [hotelId]),
      configuracion: await borrar('delete from configuracion where hotel_id = $1', [hotelId]),
      token_recuperacion: await borrar('delete from token_recuperacion where usuario_id = any($1::int[])', [ids]),
      usuario_bloqueado: await borrar('delete from usuario_bloqueado where lower_mail in (select email_lower from usuario where id = any($1::int[]))', [ids]),
      usuario: await borrar('delete from usuario where id = any($1::int[])', [ids]),
      hotel: await borrar('delete from hotel where id = $1', [hotelId]),
    };
    datos.empresa = empresa ? await borrar('delete from empresa where id = $1', [empresa.empresa_id]) : 0;
    this.eventBus.publish(new SesionesModificadas(null));
    return datos;
  }
}
