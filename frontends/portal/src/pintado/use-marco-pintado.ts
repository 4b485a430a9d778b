import type { Sesion } from '@recepcion/session';
import { quitarMarcosPintados, useCurrentPath } from '@recepcion/ui';
import { useEffect } from 'react';

/** The path the page was loaded on: the only one its painted frame stands for. */
const RUTA_CARGADA = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The page's header the server painted for a signed-in visitor (modules/platform's
 * marcos-pintados.ts) hides by itself once the area draws its own. It goes here when no area will:
 * the session was over, the hotel is not configured yet, or the visitor moved to another route.
 */
export function useMarcoPintado(sesion: Sesion): void {
  const path = useCurrentPath();
  useEffect(() => {
    if (sesion.estado === 'anonimo' || sesion.estado === 'sin-configurar' || path !== RUTA_CARGADA) {
      quitarMarcosPintados();
    }
  }, [sesion.estado, path]);
}
