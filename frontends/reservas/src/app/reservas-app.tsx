import { useEffect } from 'react';
import { ReservaDialogos } from '../features/reserva/reserva-dialogos';
import { findAreaRoute, esRutaAjena } from '../routing/area-routes';
import { navigate } from '../routing/navigation';
import { useCurrentPath } from '../routing/use-current-path';
import { useSession } from './use-session';

/**
 * The area's root, only for a signed-in, configured hotel (the portal sends everyone else where
 * they belong): the page for the current path, and on every reservation path (the calendar's
 * too) the reservation dialogs opened through the address. An unknown path of the area goes home.
 */
export function ReservasApp() {
  const sesion = useSession();
  const path = useCurrentPath();
  const route = findAreaRoute(path);
  const ajena = esRutaAjena(path);

  useEffect(() => {
    if (!route && !ajena) navigate('/', { replace: true });
  }, [route, ajena]);

  if ((!route && !ajena) || sesion.estado !== 'configurado' || !sesion.hotelId) return null;
  return (
    <>
      {route && (
        <main id="rs-contenido" className="rs-root rs-main" tabIndex={-1}>
          <div className="rs-container">
            <route.Page key={sesion.hotelId} hotelId={sesion.hotelId} />
          </div>
        </main>
      )}
      <ReservaDialogos key={`d${sesion.hotelId}`} hotelId={sesion.hotelId} />
    </>
  );
}
