import type { QueryBus } from '@nestjs/cqrs';
import { type HabitacionesCalendario, HabitacionesDelCalendario } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';

/**
 * The earliest day any hotel may still be on at `now` (a zone is at most 14 hours behind UTC):
 * UTC's day before. The waiting list's checks after a change look first from it, then from the
 * hotel's own day; the list and «Reservar» take the hotel's day (`hoyDelHotel`).
 */
export const ayerUtc = (now: Date) => sumarDias(now.toISOString().slice(0, 10), -1);

/** An entry still waits: no reservation made from it, and its check-in is not before today (`$n`). */
export const pendiente = (hoy: number) => `l.reserva_id is null and l.check_in >= $${hoy}::date`;

/**
 * Whether entry `l` fits now: at least as many of the hotel's rooms (`$n`, int[]) are free on every
 * night of its stay as it asks for, and the largest of them hold its guests (`$m`, each room's
 * capacity, int[] in the same order). Reservations, blocks, channel stays and periods out of order
 * all hold their nights in `ocupacion`, so one lookup per room through its exclusion index.
 */
export const cabe = (habitaciones: number, capacidades: number) => `(select count(*) >= l.cantidad_habitaciones
        and coalesce(sum(libre.capacidad) filter (where libre.puesto <= l.cantidad_habitaciones), 0) >= l.cantidad_pasajeros
      from (select h.capacidad, row_number() over (order by h.capacidad desc) as puesto
              from unnest($${habitaciones}::int[], $${capacidades}::int[]) as h(id, capacidad)
             where not exists (select 1 from ocupacion o where o.hotel_id = l.hotel_id and o.habitacion_id = h.id and o.estadia && daterange(l.check_in, l.check_out, '[)'))) libre)`;

/** A room of the hotel as the waiting list sees it: the calendar's row and the guests it holds. */
export type HabitacionEnEspera = HabitacionesCalendario['room'][number] & { Capacidad: number };

/**
 * The session hotel's rooms, in the calendar's order (maestros owns them), each with its type's
 * capacity (the larger of its maximum and default guests, as a reservation's line is checked).
 */
export async function habitacionesDelHotel(queryBus: QueryBus): Promise<HabitacionEnEspera[]> {
  const { room, roomType } = await queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
  const capacidad = new Map(roomType.map((t) => [t.Id, Math.max(t.CantidadPasajeros || 1, t.CantidadPasajerosPredeterminado || 1)]));
  return room.map((h) => ({ ...h, Capacidad: capacidad.get(h.TipoHabitacionId) ?? 1 }));
}

/** The rooms' ids and capacities, in the same order: the two arrays `cabe` reads. */
export const idsYCapacidades = (habitaciones: readonly HabitacionEnEspera[]): [number[], number[]] => [habitaciones.map((h) => h.Id), habitaciones.map((h) => h.Capacidad)];

/** What the `n` largest of these rooms hold together. */
export const capacidadDeLasMayores = (habitaciones: readonly HabitacionEnEspera[], n: number) =>
  habitaciones
    .map((h) => h.Capacidad)
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((s, c) => s + c, 0);
