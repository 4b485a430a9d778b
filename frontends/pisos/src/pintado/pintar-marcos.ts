/**
 * Build time only (tools/vite/marcos-pintados.mjs runs it in Node under jsdom): the housekeeping
 * board's and the out-of-service page's headers as a signed-in visitor's page shows them first
 * (libs/ui's marco-pintado.ts).
 */
import { session } from '@recepcion/session';
import { pintarMarcos as pintar, type MarcosPintados } from '@recepcion/ui/pintado';
import { RUTAS_PISOS } from '../app/pisos-app';
import { bootstrap, mount, unmount } from '../pisos';

export function pintarMarcos(): Promise<MarcosPintados> {
  return pintar({ nombre: 'pisos', ciclo: { bootstrap, mount, unmount }, rutas: RUTAS_PISOS.map((r) => r.path), sesion: session });
}
