import { useLista as useListaSesion } from '@recepcion/session';

/** A reference list from libs/session's live lists; until the channel has answered, `GET /api/{nombre}` stands in. */
export function useLista<T>(nombre: string): readonly T[] {
  return useListaSesion<T>(nombre).filas;
}
