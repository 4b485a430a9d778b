import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CrearEmpresaDeHotel } from '@recepcion/contracts';
import { requestContext, sqlExecutor } from '@recepcion/platform';

/**
 * The published command `CrearEmpresaDeHotel` (provider tools): a hotel that shares its company
 * with other hotels gets a company of its own, a copy of the shared one named after the hotel.
 */
@CommandHandler(CrearEmpresaDeHotel)
export class CrearEmpresaDeHotelHandler implements ICommandHandler<CrearEmpresaDeHotel, number | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId }: CrearEmpresaDeHotel): Promise<number | null> {
    return this.em.transactional(async (em) => {
      const sql = sqlExecutor(em);
      const [hotel] = await sql.query<{ empresa_id: number; nombre: string; otros: string }>(
        `select h.empresa_id, h.nombre, (select count(*) from hotel o where o.empresa_id = h.empresa_id and o.id <> h.id) as otros
           from hotel h where h.id = $1 for update`,
        [hotelId],
      );
      if (!hotel) return null;
      if (Number(hotel.otros) === 0) return 0;
      const [nueva] = await sql.query<{ id: number }>(
        `insert into empresa (nombre, direccion, ciudad, pais_id, telefono1, persona_contacto, giro, mensaje_check_out, tope_reservas, tope_reservas_vigentes, fecha_registro)
         select $2, direccion, ciudad, pais_id, telefono1, persona_contacto, giro, mensaje_check_out, tope_reservas, tope_reservas_vigentes, $3
           from empresa where id = $1
         returning id`,
        [hotel.empresa_id, hotel.nombre, requestContext.require().now],
      );
      await sql.query('update hotel set empresa_id = $1 where id = $2', [nueva.id, hotelId]);
      return 1;
    });
  }
}
