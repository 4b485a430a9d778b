import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { esFechaIso } from '@recepcion/domain';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { habitacionLibre } from '../../projections/ocupacion';
import { DisponibilidadHabitacion } from './disponibilidad-habitacion.query';

/** Reads `ocupacion` (reservations and blocks). Dates that are not a stay answer false, as the spec's call does. */
@QueryHandler(DisponibilidadHabitacion)
export class DisponibilidadHabitacionHandler implements IQueryHandler<DisponibilidadHabitacion, boolean> {
  constructor(private readonly em: EntityManager) {}

  async execute({ habitacionId, checkIn, checkOut, reservaId }: DisponibilidadHabitacion): Promise<boolean> {
    if (!esFechaIso(checkIn) || !esFechaIso(checkOut) || checkOut <= checkIn) return false;
    return habitacionLibre(sqlExecutor(this.em), hotelDeLaSesion(), habitacionId, checkIn, checkOut, reservaId);
  }
}
