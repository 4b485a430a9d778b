import { soloTableroDePisos } from '@recepcion/contracts';
import { useSession } from '@recepcion/session';
import { ID_CONTENIDO } from '@recepcion/ui';
import { CalendarioPage } from '../features/calendario/calendario-page';

/** The calendar's own paths (spec section 2): both show the same page. */
export const RUTAS_CALENDARIO = ['/reservas/calendario', '/reservas/calendar-new'] as const;

/**
 * The area's root: the calendar, only for a signed-in, configured hotel (the portal sends
 * everyone else where they belong).
 */
export function CalendarioApp() {
  const sesion = useSession();
  // Housekeeping staff have the board alone: nothing of this area mounts or asks the API (the portal sends them there).
  if (sesion.estado !== 'configurado' || !sesion.hotelId || soloTableroDePisos(sesion.usuario)) return null;
  return (
    <main id={ID_CONTENIDO} className="cal-root" tabIndex={-1}>
      <CalendarioPage key={sesion.hotelId} />
    </main>
  );
}
