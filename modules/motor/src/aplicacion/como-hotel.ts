import { requestContext } from '@recepcion/platform';

/**
 * Public calls (the booking page) have no session: the slug or the guest's token names the hotel,
 * and from there every read and write is scoped to it as a session's would be. Nobody signed in
 * acts: a staff session the browser may also carry does not lend its user or its hotel.
 */
export function comoHotel<T>(hotelId: number, trabajo: () => Promise<T>): Promise<T> {
  const { requestId, now } = requestContext.require();
  return requestContext.run({ requestId, now, hotelId }, trabajo);
}
