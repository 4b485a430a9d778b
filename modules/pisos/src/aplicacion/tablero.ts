import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EstadoPiso, type HabitacionesCalendario, HabitacionesDelCalendario, type HabitacionPiso, type MovimientoHabitacion, MovimientosDelDia } from '@recepcion/contracts';
import { hotelDeLaSesion, hoyDelHotel, sqlExecutor } from '@recepcion/platform';
import { ESTADO_INICIAL } from '../domain/estado-piso';

/** The board's rooms for today: the hotel's rooms in order, their state, and today's movements from reservas. */
@Injectable()
export class Tablero {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async habitaciones(soloId?: number): Promise<HabitacionPiso[]> {
    const hoy = hoyDelHotel();
    const [{ room }, movimientos, estados] = await Promise.all([
      this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario()),
      this.queryBus.execute<MovimientosDelDia, MovimientoHabitacion[]>(new MovimientosDelDia(hoy)),
      sqlExecutor(this.em).query<{ habitacion_id: number; estado: EstadoPiso }>('select habitacion_id, estado from piso_estado where hotel_id = $1', [hotelDeLaSesion()]),
    ]);
    const porHabitacion = new Map(movimientos.map((m) => [m.habitacionId, m]));
    const estadoDe = new Map(estados.map((e) => [e.habitacion_id, e.estado]));
    return room
      .filter((h) => soloId === undefined || h.Id === soloId)
      .map((h) => {
        const m = porHabitacion.get(h.Id);
        return {
          HabitacionId: h.Id,
          Nombre: h.Nombre,
          TipoHabitacionNombre: h.TipoHabitacionNombre,
          Estado: estadoDe.get(h.Id) ?? ESTADO_INICIAL,
          LlegaHoy: m?.llegaHoy ?? false,
          SaleHoy: m?.saleHoy ?? false,
          Ocupada: m?.ocupada ?? false,
          Pasajeros: m?.pasajeros ?? 0,
          FueraServicio: m?.fueraServicio ?? null,
        };
      });
  }
}
