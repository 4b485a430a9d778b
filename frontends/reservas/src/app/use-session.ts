import { session, type Sesion } from '@recepcion/session';
import { useSyncExternalStore } from 'react';

/** The signed-in state shared by every micro-frontend (libs/session), as React state. */
export function useSession(): Sesion {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
