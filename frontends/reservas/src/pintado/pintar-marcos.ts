/**
 * Build time only (tools/vite/marcos-pintados.mjs runs it in Node under jsdom): the reservation
 * pages' headers (list, waiting list, blocks, expenses, room cash) as a signed-in visitor's page
 * shows them first, route by route (libs/ui's marco-pintado.ts).
 */
import { session } from '@recepcion/session';
import { pintarMarcos as pintar, type MarcosPintados } from '@recepcion/ui/pintado';
import { bootstrap, mount, unmount } from '../reservas';
import { AREA_ROUTES } from '../routing/area-routes';

export function pintarMarcos(): Promise<MarcosPintados> {
  return pintar({ nombre: 'reservas', ciclo: { bootstrap, mount, unmount }, rutas: AREA_ROUTES.map((r) => r.path), sesion: session });
}
