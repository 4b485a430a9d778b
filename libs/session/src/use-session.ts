import { useSyncExternalStore } from 'react';
import { session, type Sesion } from './session-store';

/** The signed-in state shared by every micro-frontend, as React state. */
export function useSession(): Sesion {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
