import type { EstadoSesion } from '@recepcion/session';
import { esCamareria, findAppRoute, LANDING_PATH, PISOS_PATH, type AppRoute } from './app-routes';
import { findPublicRoute, type PublicRoute } from './public-routes';

/** What the portal shows for a path (spec section 2, "Default page logic"). */
export type PortalPage =
  | { kind: 'loading' }
  | { kind: 'public'; route: PublicRoute; title: string | null }
  /** A signed-in section no micro-frontend owns yet. */
  | { kind: 'soon'; route: AppRoute }
  /** Another micro-frontend of the layout shows this path. */
  | { kind: 'area' }
  | { kind: 'redirect'; to: string; arrival?: boolean };

export const TITULO_CONFIGURACION = 'Configuración';

/** Where any unknown route goes (spec section 2: "Any unknown route redirects to `/`"). */
export const RUTA_DESCONOCIDA_A = '/';

export interface PageInput {
  estado: EstadoSesion;
  path: string;
  esOperador: boolean;
  /** The user's type in this hotel: Camarería ('CA') sees the housekeeping board alone. */
  tipoUsuario?: string;
  /** Whether another application of the layout is active on this path. */
  ownedElsewhere: boolean;
}

export function resolvePage({ estado, path, esOperador, tipoUsuario, ownedElsewhere }: PageInput): PortalPage {
  const publicRoute = findPublicRoute(path);
  if (estado === 'cargando') return { kind: 'loading' };
  // A mailed link's page: whoever opens it, signed in or not, stays on it.
  if (publicRoute?.conSesion) return { kind: 'public', route: publicRoute, title: publicRoute.title };
  switch (estado) {
    case 'anonimo':
      // Only the public pages; anything else falls to home.
      return publicRoute ? { kind: 'public', route: publicRoute, title: publicRoute.title } : { kind: 'redirect', to: '/' };
    case 'sin-configurar':
      // The public page stays, titled 'Configuración', under the setup dialog.
      return publicRoute ? { kind: 'public', route: publicRoute, title: TITULO_CONFIGURACION } : { kind: 'redirect', to: '/' };
    case 'configurado': {
      // Camarería: the board alone. From a public page or any other page to the board (no start
      // dialog: its shortcuts are the front desk's); an unknown page too.
      if (esCamareria(esOperador, tipoUsuario)) {
        const propia = publicRoute ? undefined : findAppRoute(path, esOperador, tipoUsuario);
        if (!propia) return { kind: 'redirect', to: PISOS_PATH };
        return ownedElsewhere ? { kind: 'area' } : { kind: 'soon', route: propia };
      }
      // From a public page to the calendar, where the start dialog opens.
      if (publicRoute) return { kind: 'redirect', to: LANDING_PATH, arrival: true };
      // The root area is no route of a hotel user's: unknown to them, like any other.
      if (isRootPath(path) && !esOperador) return { kind: 'redirect', to: RUTA_DESCONOCIDA_A };
      if (ownedElsewhere) return { kind: 'area' };
      // Any unknown route goes to `/` (from where the default page logic takes over).
      const route = findAppRoute(path, esOperador);
      return route ? { kind: 'soon', route } : { kind: 'redirect', to: RUTA_DESCONOCIDA_A };
    }
  }
}

function isRootPath(path: string): boolean {
  return /^\/root(\/|$)/i.test(path);
}
