import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ListaEsperaFila } from '@recepcion/contracts';
import { hotelDeLaSesion, hoyDelHotel, sqlExecutor } from '@recepcion/platform';
import { cabe, habitacionesDelHotel, idsYCapacidades, pendiente } from '../../disponibilidad-en-espera';
import { BusquedaListaEspera } from './busqueda-lista-espera.query';

/**
 * One query for the list, its availability computed as it is read (always true to the moment).
 * Entries reserved or whose check-in passed are not shown; their rows stay (the reservation they
 * became, or what was asked, remains on record) and nothing has to run at midnight.
 */
@QueryHandler(BusquedaListaEspera)
export class BusquedaListaEsperaHandler implements IQueryHandler<BusquedaListaEspera, ListaEsperaFila[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ desde, hasta }: BusquedaListaEspera): Promise<ListaEsperaFila[]> {
    const [habitaciones, capacidades] = idsYCapacidades(await habitacionesDelHotel(this.queryBus));
    return sqlExecutor(this.em).query<ListaEsperaFila>(
      `select l.id as "Id", to_char(l.check_in, 'YYYY-MM-DD') as "CheckIn", to_char(l.check_out, 'YYYY-MM-DD') as "CheckOut", l.hotel_id as "HotelId",
              l.cliente_id as "ClienteId", l.cliente_nombre as "ClienteNombre", l.nombre_pax as "NombrePax", l.cantidad_pasajeros as "CantidadPasajeros",
              l.cantidad_habitaciones as "CantidadHabitaciones", l.habitaciones_preferencia as "HabitacionesPreferencia", l.comentario as "Comentario",
              l.usuario as "Usuario", ${cabe(2, 6)} as "HayDisponibilidad"
         from lista_espera l
        where l.hotel_id = $1 and ${pendiente(3)} and l.check_out > $4::date and l.check_in <= $5::date
        order by l.check_in, l.id`,
      [hotelDeLaSesion(), habitaciones, hoyDelHotel(), desde, hasta, capacidades],
    );
  }
}
