import type { QueryBus } from '@nestjs/cqrs';
import { type HabitacionResumen, ResolverHabitaciones } from '@recepcion/contracts';

/** Room id → name, for the rooms of the session's hotel among `ids` (others are absent). */
export async function nombresDeHabitaciones(queryBus: QueryBus, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const habitaciones = await queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones([...new Set(ids)]));
  return new Map(habitaciones.map((h) => [h.Id, h.Nombre]));
}
