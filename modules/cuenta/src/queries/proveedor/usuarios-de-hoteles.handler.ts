import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type UsuarioDeHotel, UsuariosDeHoteles } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/**
 * The published query `UsuariosDeHoteles` (provider tools, every hotel). A hotel's owner is the
 * first user given access to it (registration, or whoever opened it with `POST /api/Hoteles`).
 */
@QueryHandler(UsuariosDeHoteles)
export class UsuariosDeHotelesHandler implements IQueryHandler<UsuariosDeHoteles, UsuarioDeHotel[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ soloPropietarios }: UsuariosDeHoteles): Promise<UsuarioDeHotel[]> {
    const accesos = soloPropietarios
      ? `(select distinct on (hotel_id) hotel_id, usuario_id from hotel_usuario order by hotel_id, id)`
      : `hotel_usuario`;
    const filas = await sqlExecutor(this.em).query<{
      hotel_id: number;
      nombre_hotel: string;
      empresa_id: number;
      nombre_empresa: string;
      usuario_id: number | null;
      email: string | null;
      nombre_usuario: string | null;
    }>(
      `select h.id as hotel_id, h.nombre as nombre_hotel, e.id as empresa_id, e.nombre as nombre_empresa,
              u.id as usuario_id, u.email, u.nombre as nombre_usuario
         from hotel h
         join empresa e on e.id = h.empresa_id
         left join ${accesos} a on a.hotel_id = h.id
         left join usuario u on u.id = a.usuario_id
        order by h.id, u.id`,
    );
    return filas.map((f) => ({
      HotelId: f.hotel_id,
      NombreHotel: f.nombre_hotel,
      EmpresaId: f.empresa_id,
      NombreEmpresa: f.nombre_empresa,
      UsuarioId: f.usuario_id,
      Email: f.email,
      NombreUsuario: f.nombre_usuario,
    }));
  }
}
