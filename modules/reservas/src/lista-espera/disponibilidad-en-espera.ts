import type { QueryBus } from '@nestjs/cqrs';
import { type HabitacionesCalendario, HabitacionesDelCalendario } from '@recepcion/contracts';

/** Today for the waiting list: the UTC date of the request's clock. */
export const hoyDe = (now: Date) => now.toISOString().slice(0, 10);

/** An entry still waits: no reservation made from it, and its check-in is not before today (`$n`). */
export const pendiente = (hoy: number) => `l.reserva_id is null and l.check_in >= $${hoy}::date`;

/**
 * Whether entry `l` fits now: at least as many of the hotel's rooms (`$n`, int[]) are free on every
 * night of its stay as it asks for. Reservations, blocks, channel stays and periods out of order
 * all hold their nights in `ocupacion`, so one lookup per room through its exclusion index.
 */
export const cabe = (habitaciones: number) => `(select count(*) from unnest($${habitaciones}::int[]) as h(id)
    where not exists (select 1 from ocupacion o where o.hotel_id = l.hotel_id and o.habitacion_id = h.id and o.estadia && daterange(l.check_in, l.check_out, '[)'))
  ) >= l.cantidad_habitaciones`;

/** The session hotel's rooms, in the calendar's order (maestros owns them). */
export async function habitacionesDelHotel(queryBus: QueryBus): Promise<HabitacionesCalendario['room']> {
  const { room } = await queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
  return room;
}
