import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type AuditoriaAccesoFila, type UsuarioDeHotel, UsuariosDeHoteles } from '@recepcion/contracts';
import { AuditoriaAcceso } from '../../auditoria/auditoria-acceso.entity';
import { AuditoriaAccesos } from './auditoria-accesos.query';

/** Its own table; the names of operators and hotels from cuenta (`UsuariosDeHoteles`). */
@QueryHandler(AuditoriaAccesos)
export class AuditoriaAccesosHandler implements IQueryHandler<AuditoriaAccesos, AuditoriaAccesoFila[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<AuditoriaAccesoFila[]> {
    const [filas, usuarios] = await Promise.all([
      // Every hotel's rows: the tenancy filter (hotel_id = the session's) is off on purpose.
      this.em.fork().find(AuditoriaAcceso, {}, { orderBy: { id: 'desc' }, limit: 1000, filters: { hotel: false } }),
      this.queryBus.execute<UsuariosDeHoteles, UsuarioDeHotel[]>(new UsuariosDeHoteles(false)),
    ]);
    const hoteles = new Map(usuarios.map((u) => [u.HotelId, u.NombreHotel]));
    const correos = new Map(usuarios.filter((u) => u.UsuarioId !== null).map((u) => [u.UsuarioId, u.Email]));
    return filas.map((f) => ({
      Id: f.id,
      UsuarioId: f.usuarioId,
      Usuario: correos.get(f.usuarioId) ?? null,
      HotelId: f.hotelId,
      NombreHotel: hoteles.get(f.hotelId) ?? null,
      Accion: f.accion,
      Direccion: f.direccion ?? null,
      Fecha: f.creadoEn.toISOString(),
    }));
  }
}
