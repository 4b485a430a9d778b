import { soloTableroDePisos } from '@recepcion/contracts';
import { onDatosAl } from '@recepcion/api-client';
import { useSession } from '@recepcion/session';
import { AvisoDatosAl, ID_CONTENIDO, navigate, useCurrentPath } from '@recepcion/ui';
import { useEffect } from 'react';
import { findAreaRoute } from '../routing/area-routes';

/** The area's reads a standby serves when there is one (DATABASE_URL_LECTURA): reports, dashboard, group view. */
const RUTAS_EN_ESPERA = ['Informes/', 'Grupo/'];

/**
 * The area's root, only for a signed-in, configured hotel (the portal sends everyone else where
 * they belong): the page of the current path. An unknown path of the area goes home.
 */
export function InformesApp() {
  const sesion = useSession();
  const path = useCurrentPath();
  const route = findAreaRoute(path);
  // Leaving the area (a menu link to another area, still loading), this app renders once more
  // before single-spa unmounts it: that path is not ours to redirect.
  const propia = /^\/(informes|dashboard)(\/|$)/i.test(path);

  useEffect(() => {
    if (propia && !route) navigate('/', { replace: true });
  }, [propia, route]);

  // Housekeeping staff have the board alone: nothing of this area mounts or asks the API (the portal sends them there).
  if (!route || sesion.estado !== 'configurado' || !sesion.hotelId || soloTableroDePisos(sesion.usuario)) return null;
  return (
    <main id={ID_CONTENIDO} className="inf-root" tabIndex={-1}>
      <div className="inf-container">
        <AvisoDatosAl escuchar={onDatosAl} rutas={RUTAS_EN_ESPERA} />
        <route.Page key={`${sesion.hotelId}${route.path}`} hotelId={sesion.hotelId} />
      </div>
    </main>
  );
}
