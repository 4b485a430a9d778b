import { soloTableroDePisos } from '@recepcion/contracts';
import { useSession } from '@recepcion/session';
import { ID_CONTENIDO, navigate, useCurrentPath } from '@recepcion/ui';
import { useEffect, type ComponentType } from 'react';
import { FueraServicioPage } from '../features/fuera-servicio/fuera-servicio-page';
import { TableroPage } from '../features/tablero/tablero-page';

export const RUTA_TABLERO = '/pisos';
export const RUTA_FUERA_SERVICIO = '/pisos/fuera-servicio';

interface RutaPisos {
  path: string;
  Page: ComponentType<{ hotelId: number }>;
  /** Camarería (CA) may open it: only the board. */
  camareria: boolean;
}

export const RUTAS_PISOS: readonly RutaPisos[] = [
  { path: RUTA_TABLERO, Page: TableroPage, camareria: true },
  { path: RUTA_FUERA_SERVICIO, Page: FueraServicioPage, camareria: false },
];

/** The route of `path` (a trailing slash and the letters' case do not matter). */
export function findRutaPisos(path: string): RutaPisos | undefined {
  const limpio = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return RUTAS_PISOS.find((r) => r.path.toLowerCase() === limpio.toLowerCase());
}

/**
 * The area's root: the page of the current path, only for a signed-in, configured hotel (the
 * portal sends everyone else where they belong, and a Camarería user from any other page to the
 * board). An unknown path of the area goes to the board.
 */
export function PisosApp() {
  const sesion = useSession();
  const path = useCurrentPath();
  const ruta = findRutaPisos(path);
  // Leaving the area, this app renders once more before single-spa unmounts it: not ours to redirect.
  const propia = /^\/pisos(\/|$)/i.test(path);

  useEffect(() => {
    if (propia && !ruta) navigate(RUTA_TABLERO, { replace: true });
  }, [propia, ruta]);

  if (!ruta || sesion.estado !== 'configurado' || !sesion.hotelId) return null;
  if (!ruta.camareria && soloTableroDePisos(sesion.usuario)) return null;
  return (
    <main id={ID_CONTENIDO} className="ps-root" tabIndex={-1}>
      <div className="ps-contenedor">
        <ruta.Page key={`${sesion.hotelId}${ruta.path}`} hotelId={sesion.hotelId} />
      </div>
    </main>
  );
}
