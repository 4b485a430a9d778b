import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ESTADOS_PISO, type HabitacionesCalendario, HabitacionesDelCalendario, HabitacionesPorLimpiar, type HabitacionPorLimpiar } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/** The published query `HabitacionesPorLimpiar`: the board's dirty rooms, in the hotel's room order (a room since removed is left out). */
@QueryHandler(HabitacionesPorLimpiar)
export class HabitacionesPorLimpiarHandler implements IQueryHandler<HabitacionesPorLimpiar, HabitacionPorLimpiar[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<HabitacionPorLimpiar[]> {
    const [{ room }, sucias] = await Promise.all([
      this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario()),
      sqlExecutor(this.em).query<{ habitacion_id: number }>('select habitacion_id from piso_estado where hotel_id = $1 and estado = $2', [hotelDeLaSesion(), ESTADOS_PISO.sucia]),
    ]);
    const ids = new Set(sucias.map((s) => s.habitacion_id));
    return room.filter((h) => ids.has(h.Id)).map((h) => ({ habitacionId: h.Id, nombre: h.Nombre }));
  }
}
