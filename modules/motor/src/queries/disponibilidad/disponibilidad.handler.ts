import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { DisponibilidadTipoHabitacion } from '@recepcion/contracts';
import { hoyDelHotel, NoEncontradoError, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { comoHotel } from '../../aplicacion/como-hotel';
import { hotelDelSlug } from '../../aplicacion/configuraciones';
import { ofertaDelHotel } from '../../aplicacion/oferta';
import { problemaDeBusqueda } from '../../domain/reglas-motor';
import { DisponibilidadWeb } from './disponibilidad.query';

@QueryHandler(DisponibilidadWeb)
export class DisponibilidadWebHandler implements IQueryHandler<DisponibilidadWeb, DisponibilidadTipoHabitacion[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ slug, desde, hasta, adultos, ninos }: DisponibilidadWeb): Promise<DisponibilidadTipoHabitacion[]> {
    const hotel = await hotelDelSlug(sqlExecutor(this.em), slug);
    if (!hotel) throw new NoEncontradoError('motor');
    const busqueda = { desde, hasta, adultos, ninos };
    const ofertas = await comoHotel(this.queryBus, hotel.hotelId, () => {
      const problema = problemaDeBusqueda(busqueda, hotel.config, hoyDelHotel());
      if (problema) throw new ReglaNegocioError(problema);
      return ofertaDelHotel(this.queryBus, hotel.config, busqueda);
    });
    // What the guest sees: never the room ids or the price list's workings.
    return ofertas.map(({ TipoHabitacionId, Nombre, Descripcion, Capacidad, Disponibles, Total, MonedaId }) => ({ TipoHabitacionId, Nombre, Descripcion, Capacidad, Disponibles, Total, MonedaId }));
  }
}
