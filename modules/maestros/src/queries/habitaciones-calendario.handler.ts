import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type HabitacionesCalendario, HabitacionesDelCalendario } from '@recepcion/contracts';
import { Habitacion } from '../habitaciones/habitacion.entity';
import { TipoHabitacion } from '../habitaciones/tipo-habitacion.entity';

/** Two queries, whatever the number of rooms: the calendar asks for this on every window. */
@QueryHandler(HabitacionesDelCalendario)
export class HabitacionesCalendarioHandler implements IQueryHandler<HabitacionesDelCalendario, HabitacionesCalendario> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<HabitacionesCalendario> {
    const tipos = await this.em.find(TipoHabitacion, {}, { orderBy: { nombre: 'asc' } });
    const habitaciones = await this.em.find(Habitacion, {}, { orderBy: { orden: 'asc', nombre: 'asc' } });
    const nombres = new Map(tipos.map((t) => [t.id, t.nombre]));
    return {
      roomType: tipos.map((t) => ({ Id: t.id, Nombre: t.nombre, CantidadPasajeros: t.cantidadPasajeros, CantidadPasajerosPredeterminado: t.cantidadPasajerosPredeterminado })),
      room: habitaciones.map((h) => ({ Id: h.id, Nombre: h.nombre, TipoHabitacionId: h.tipoHabitacionId, TipoHabitacionNombre: nombres.get(h.tipoHabitacionId) ?? '', Orden: h.orden, Comentario: h.comentario ?? null })),
    };
  }
}
