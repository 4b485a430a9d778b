import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { CanalEntidad } from '../entities/canal.entity';
import { nombresDeHabitaciones } from './nombres-de-habitaciones';
import { NoEncontradoError, soloAdministracion } from '@recepcion/platform';

/**
 * The room of an export address: room `habitacionId` of the session's hotel, or the room of its
 * feed `canalId`. Another hotel's room or feed is not found. Administrators only.
 */
export async function habitacionDelEnlace(em: EntityManager, queryBus: QueryBus, habitacionId: number | null, canalId: number | null): Promise<number> {
  soloAdministracion();
  if (canalId !== null) {
    const canal = await em.findOne(CanalEntidad, { id: canalId });
    if (!canal) throw new NoEncontradoError('canal');
    return canal.habitacionId;
  }
  if (habitacionId === null || !(await nombresDeHabitaciones(queryBus, [habitacionId])).has(habitacionId)) throw new NoEncontradoError('habitación');
  return habitacionId;
}
