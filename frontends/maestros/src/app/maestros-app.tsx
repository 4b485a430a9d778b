import { soloTableroDePisos } from '@recepcion/contracts';
import { usePuedeEscribir, useSession } from '@recepcion/session';
import { ID_CONTENIDO, navigate, SoloLectura, useCurrentPath } from '@recepcion/ui';
import { useEffect } from 'react';
import { findAreaRoute } from '../routing/area-routes';

/**
 * The area's root: the page for the current path, only for a signed-in, configured hotel (the
 * portal sends everyone else where they belong). An unknown path of the area goes home.
 */
export function MaestrosApp() {
  const sesion = useSession();
  const path = useCurrentPath();
  const route = findAreaRoute(path);
  const puedeEscribir = usePuedeEscribir(route?.permiso ?? 'administracion');
  // Leaving the area (a menu link to another area, still loading), this app renders once more
  // before single-spa unmounts it: that path is not ours to redirect.
  const propia = /^\/(administracion|configuracion|tarifario|clientes)(\/|$)/i.test(path);

  useEffect(() => {
    if (propia && !route) navigate('/', { replace: true });
  }, [propia, route]);

  // Housekeeping staff have the board alone: nothing of this area mounts or asks the API (the portal sends them there).
  if (!route || sesion.estado !== 'configurado' || !sesion.hotelId || !sesion.usuario || soloTableroDePisos(sesion.usuario)) return null;
  return (
    <main id={ID_CONTENIDO} className="ms-root ms-main" tabIndex={-1}>
      <div className="ms-container">
        <SoloLectura activa={!puedeEscribir}>
          <route.Page key={sesion.hotelId} hotelId={sesion.hotelId} usuarioActualId={sesion.usuario.Id} />
        </SoloLectura>
      </div>
    </main>
  );
}
