/**
 * Build time only (tools/vite/marcos-pintados.mjs runs it in Node under jsdom): the reports area's
 * page headers as a signed-in visitor's page shows them first, route by route (marco-pintado.ts).
 */
import { session } from '@recepcion/session';
import { pintarMarcos as pintar, type MarcosPintados } from '@recepcion/ui/pintado';
import { bootstrap, mount, unmount } from '../informes';
import { AREA_ROUTES } from '../routing/area-routes';

export function pintarMarcos(): Promise<MarcosPintados> {
  return pintar({ nombre: 'informes', ciclo: { bootstrap, mount, unmount }, rutas: AREA_ROUTES.map((r) => r.path), sesion: session });
}
