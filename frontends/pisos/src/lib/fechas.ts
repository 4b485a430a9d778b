import { hoyDelHotel } from '@recepcion/session';

/** The hotel's today, `yyyy-MM-dd` (in its time zone; this computer's day while it has none). */
export const hoy = (): string => hoyDelHotel();
