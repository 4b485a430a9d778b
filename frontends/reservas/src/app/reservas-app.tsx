import { soloTableroDePisos } from '@recepcion/contracts';
import { usePuedeEscribir, useSession } from '@recepcion/session';
import { ID_CONTENIDO, navigate, SoloLectura, useCurrentPath } from '@recepcion/ui';
import { useEffect } from 'react';
import { ReservaDialogos } from '../features/reserva/reserva-dialogos';
import { findAreaRoute, esRutaAjena } from '../routing/area-routes';

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
  // Every page of the area is the front desk's work (the daily cash only reads).
  const puedeEscribir = usePuedeEscribir('recepcion');
  // Leaving the area (a menu link to /root/...), this app renders once more before single-spa
  // unmounts it, longer when the next area is still loading: that path is not ours to redirect.
  const propia = /^\/reservas(\/|$)/i.test(path);

  useEffect(() => {
    if (propia && !route && !ajena) navigate('/', { replace: true });
  }, [propia, route, ajena]);

  // Housekeeping staff have the board alone: nothing of this area mounts or asks the API (the portal sends them there).
  if (!propia || (!route && !ajena) || sesion.estado !== 'configurado' || !sesion.hotelId || soloTableroDePisos(sesion.usuario)) return null;
  return (
    <>
      {route && (
        <main id={ID_CONTENIDO} className="rs-root rs-main" tabIndex={-1}>
          <div className="rs-container">
            <SoloLectura activa={!puedeEscribir}>
              <route.Page key={sesion.hotelId} hotelId={sesion.hotelId} />
            </SoloLectura>
          </div>
        </main>
      )}
      <ReservaDialogos key={`d${sesion.hotelId}`} hotelId={sesion.hotelId} />
    </>
  );
}
