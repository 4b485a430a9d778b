import { useSession } from '@recepcion/session';
import { ID_CONTENIDO, useCurrentPath } from '@recepcion/ui';
import { findAreaRoute } from '../routing/area-routes';

/**
 * The area's root: only for a signed-in operator (the portal sends hotel users to their dashboard,
 * and the server refuses them every call anyway). An unknown path of the area shows nothing: the
 * portal's default page logic handles it.
 */
export function RootApp() {
  const sesion = useSession();
  const path = useCurrentPath();
  const route = findAreaRoute(path);
  if (!route || sesion.estado !== 'configurado' || !sesion.usuario?.EsOperador) return null;
  return (
    <main id={ID_CONTENIDO} className="root-root" tabIndex={-1}>
      <div className="root-container">
        <route.Page key={route.path} />
      </div>
    </main>
  );
}
