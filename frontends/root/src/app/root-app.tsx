import { useSession } from '@recepcion/session';
import { ID_CONTENIDO, navigate, useCurrentPath } from '@recepcion/ui';
import { useEffect } from 'react';
import { findAreaRoute } from '../routing/area-routes';

/**
 * The area's root: only for a signed-in operator (the portal sends hotel users home, and the
 * server refuses them every call anyway). An unknown path of the area goes to `/`, as any unknown
 * route does (spec section 2); the spec names no default page of its own for the root area.
 */
export function RootApp() {
  const sesion = useSession();
  const path = useCurrentPath();
  const route = findAreaRoute(path);
  // Leaving the area (a menu link to another area), this app renders once more before single-spa
  // unmounts it: that path is not ours to redirect.
  const propia = /^\/root(\/|$)/i.test(path);

  useEffect(() => {
    if (propia && !route) navigate('/', { replace: true });
  }, [propia, route]);

  if (!route || sesion.estado !== 'configurado' || !sesion.usuario?.EsOperador) return null;
  return (
    <main id={ID_CONTENIDO} className="root-root" tabIndex={-1}>
      <div className="root-container">
        <route.Page key={route.path} />
      </div>
    </main>
  );
}
