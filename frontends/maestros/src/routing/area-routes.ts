import type { ComponentType } from 'react';
import { UsuariosAutorizadosPage, type UsuariosAutorizadosPageProps } from '../features/usuarios-autorizados/usuarios-autorizados-page';

/** What every page of the area receives: the signed-in hotel and user. */
export type AreaPageProps = UsuariosAutorizadosPageProps;

export interface AreaRoute {
  path: string;
  Page: ComponentType<AreaPageProps>;
}

/**
 * The pages of this micro-frontend (spec section 2): for now the administration; configuration,
 * price tables and clients come here later. The layout mounts the area on their first segment.
 */
export const AREA_ROUTES: readonly AreaRoute[] = [{ path: '/administracion/usuarios-autorizados', Page: UsuariosAutorizadosPage }];

export function findAreaRoute(path: string): AreaRoute | undefined {
  return AREA_ROUTES.find((route) => route.path.toLowerCase() === path.toLowerCase());
}
