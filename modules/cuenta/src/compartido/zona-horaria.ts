import { requestContext, zonaHorariaCanonica } from '@recepcion/platform';

/**
 * The zone the caller's browser names (the `tz` cookie), as a hotel would store it: a place's
 * zone (`America/Santiago`), never a bare offset nor a machine's `UTC`/`Etc/…` default, which say
 * where a computer was set up rather than where the hotel is. null: nothing to learn.
 */
export function zonaDelNavegadorParaHotel(): string | null {
  const zona = zonaHorariaCanonica(requestContext.get()?.zonaDelNavegador);
  return zona && zona.includes('/') && !zona.startsWith('Etc/') ? zona : null;
}
