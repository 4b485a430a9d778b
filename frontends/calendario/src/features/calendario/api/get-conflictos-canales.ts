import type { ConflictoCanal } from '@recepcion/contracts';
import { api } from '@recepcion/api-client';

/**
 * `GET /api/Canales/Conflictos`: the channels' stays over nights already taken in Recepción (every
 * user type reads it). Silent: the calendar only shows a notice when there are some, and a failed
 * reading says nothing.
 */
export function getConflictosCanales(): Promise<ConflictoCanal[]> {
  return api.get<ConflictoCanal[]>('Canales/Conflictos', { silent: true });
}
