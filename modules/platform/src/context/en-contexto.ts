import { type MikroORM, RequestContext } from '@mikro-orm/core';
import { requestContext, type RequestContextData } from './request-context';

/**
 * Runs work outside an HTTP request (live channel, seeds, CLIs, schedulers) the way a request
 * would: our context (hotel, user, clock) and MikroORM's identity map, so the hotel filter and
 * the handlers behave exactly as they do for HTTP.
 */
export function enContexto<T>(orm: MikroORM, datos: Partial<RequestContextData>, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(orm.em, () => requestContext.run({ requestId: datos.requestId ?? 'interno', now: datos.now ?? new Date(), ...datos }, work));
}
