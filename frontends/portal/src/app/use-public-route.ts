import { setPageTitle } from '@recepcion/ui';
import { useEffect } from 'react';
import { navigate, ownedByAnotherApplication } from '../routing/navigation';
import { findPublicRoute, type PublicRoute } from '../routing/public-routes';
import { useCurrentPath } from '../routing/use-current-path';

/**
 * The public page for the current path. Sets the document title on public pages; a path that is
 * neither public nor owned by another micro-frontend is replaced by `/`.
 */
export function usePublicRoute(ownName: string | undefined): PublicRoute | undefined {
  const path = useCurrentPath();
  const route = findPublicRoute(path);

  useEffect(() => {
    if (route) setPageTitle(route.title);
    else if (!ownedByAnotherApplication(ownName)) navigate('/', { replace: true });
  }, [route, path, ownName]);

  return route;
}
