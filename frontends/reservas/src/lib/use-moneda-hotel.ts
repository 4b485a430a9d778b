import { session } from '@recepcion/session';
import { useSyncExternalStore } from 'react';
import { useCentavos } from './listas';

/** The hotel's own currency (its configuration) and whether it has cents: expenses are in it. */
export function useMonedaHotel(): { monedaId: string | null; centavos: boolean } {
  const sesion = useSyncExternalStore(session.subscribe, session.get, session.get);
  const centavos = useCentavos();
  const monedaId = sesion.config?.MonedaId ?? null;
  return { monedaId, centavos: centavos(monedaId) };
}
