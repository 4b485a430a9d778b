import type { QueryBus } from '@nestjs/cqrs';
import { type ZonasHorarias, ZonasHorariasDeHoteles } from '@recepcion/contracts';
import { requestContext } from '@recepcion/platform';

/**
 * Public calls (the booking page) have no session: the slug or the guest's token names the hotel,
 * and from there every read and write is scoped to it as a session's would be. Nobody signed in
 * acts: a staff session the browser may also carry does not lend its user or its hotel. The day
 * is the hotel's (`hoyDelHotel`, in its time zone), never the guest's browser's.
 */
export async function comoHotel<T>(queryBus: QueryBus, hotelId: number, trabajo: () => Promise<T>): Promise<T> {
  const { requestId, now } = requestContext.require();
  const zonas = await queryBus.execute<ZonasHorariasDeHoteles, ZonasHorarias>(new ZonasHorariasDeHoteles([hotelId]));
  return requestContext.run({ requestId, now, hotelId, zonaDelHotel: zonas[hotelId] }, trabajo);
}
