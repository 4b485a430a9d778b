/**
 * Build time only (tools/vite/marcos-pintados.mjs runs it in Node under jsdom): the configuration,
 * price-table, client and administration pages' headers as a signed-in visitor's page shows them
 * first, route by route (libs/ui's marco-pintado.ts).
 */
import { session } from '@recepcion/session';
import { pintarMarcos as pintar, type MarcosPintados } from '@recepcion/ui/pintado';
import { bootstrap, mount, unmount } from '../maestros';
import { AREA_ROUTES } from '../routing/area-routes';

export function pintarMarcos(): Promise<MarcosPintados> {
  return pintar({ nombre: 'maestros', ciclo: { bootstrap, mount, unmount }, rutas: AREA_ROUTES.map((r) => r.path), sesion: session });
}
