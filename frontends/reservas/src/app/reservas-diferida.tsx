import { leerDialogoReserva } from '@recepcion/contracts';
import { subscribeToPath, useCurrentPath } from '@recepcion/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { esRutaAjena } from '../routing/rutas-ajenas';

// The pages and dialogs are a chunk of their own: the calendar's first load does not need them.
const ReservasApp = lazy(() => import('./reservas-app').then((m) => ({ default: m.ReservasApp })));

const busqueda = () => window.location.search;

/**
 * The area's root as single-spa mounts it. On the calendar's paths the area only hosts the
 * reservation dialogs, so there the app is fetched when the address first names a dialog;
 * on every other path at once. Once fetched it stays, as if it had been there from the start.
 */
export function ReservasDiferida() {
  const path = useCurrentPath();
  const search = useSyncExternalStore(subscribeToPath, busqueda, busqueda);
  const [necesaria, setNecesaria] = useState(false);
  const ahora = !esRutaAjena(path) || leerDialogoReserva(search) !== null;
  if (ahora && !necesaria) setNecesaria(true);
  if (!ahora && !necesaria) return null;
  return (
    <Suspense fallback={null}>
      <ReservasApp />
    </Suspense>
  );
}
