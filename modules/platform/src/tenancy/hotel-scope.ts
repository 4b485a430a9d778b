import type { EntityManager } from '@mikro-orm/core';
import { requestContext } from '../context/request-context';

export const HOTEL_FILTER = 'hotel';

/**
 * The session's hotel. Outside a request (seed, CLI, migrations) there is none, and hotel-owned
 * rows can be read only by turning the filter off on purpose: `filters: { hotel: false }`.
 */
export function hotelDeLaSesion(): number {
  const hotelId = requestContext.get()?.hotelId;
  if (!hotelId) throw new Error('Consulta de datos de hotel sin sesión: desactive el filtro "hotel" a propósito');
  return hotelId;
}

/**
 * One global MikroORM filter, on by default: every entity with a `hotelId` property is read only
 * within the session's hotel. A row of another hotel is never found (the API answers 404), whatever
 * id the caller sends. Entities without `hotelId` (countries, currencies, users) are not touched.
 */
export const hotelFilter = {
  name: HOTEL_FILTER,
  default: true,
  // The condition reads the session itself; it takes no parameters.
  args: false,
  cond: (_args: unknown, _type: unknown, em: EntityManager, _options: unknown, entityName?: string) => {
    const meta = entityName ? em.getMetadata().find(entityName) : undefined;
    if (!meta?.properties.hotelId) return {};
    return { hotelId: hotelDeLaSesion() };
  },
};
