import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type HabitacionesIniciales, PrepararHabitacionesIniciales } from '@recepcion/contracts';
import { Habitacion } from '../../habitaciones/habitacion.entity';
import { TipoHabitacion } from '../../habitaciones/tipo-habitacion.entity';

export const TIPO_HABITACION_INICIAL = 'Doble';

/**
 * Hotel setup: one room type and rooms numbered 1..n, which reception renames later. Joins the
 * caller's transaction (the injected EntityManager resolves to it).
 */
@CommandHandler(PrepararHabitacionesIniciales)
export class PrepararHabitacionesInicialesHandler implements ICommandHandler<PrepararHabitacionesIniciales, HabitacionesIniciales> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId, habitaciones }: PrepararHabitacionesIniciales): Promise<HabitacionesIniciales> {
    const tipo = this.em.create(TipoHabitacion, {
      hotelId,
      nombre: TIPO_HABITACION_INICIAL,
      cantidadPasajeros: 2,
      cantidadPasajerosPredeterminado: 2,
    });
    await this.em.flush();
    const nuevas = Array.from({ length: habitaciones }, (_, i) =>
      this.em.create(Habitacion, { hotelId, nombre: String(i + 1), tipoHabitacionId: tipo.id, orden: i + 1 }),
    );
    await this.em.flush();
    return { tipoHabitacionId: tipo.id, habitacionIds: nuevas.map((h) => h.id) };
  }
}
