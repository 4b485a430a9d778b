import { useSyncExternalStore } from 'react';
import { type PermisoEscritura, puedeEscribir } from '@recepcion/contracts';
import { session, type Sesion } from './session-store';

/** The signed-in state shared by every micro-frontend, as React state. */
export function useSession(): Sesion {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/**
 * May the signed-in user make writes that need `permiso` (libs/contracts `PermisoEscritura`)? The
 * UI hides what the server would refuse; the server decides. Operators may do everything.
 */
export function usePuedeEscribir(permiso: PermisoEscritura): boolean {
  const { usuario } = useSession();
  return Boolean(usuario && (usuario.EsOperador || puedeEscribir(usuario.TipoUsuario, permiso)));
}
