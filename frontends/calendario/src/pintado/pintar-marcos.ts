/**
 * Build time only (tools/vite/marcos-pintados.mjs runs it in Node under jsdom): the calendar's
 * header as a signed-in visitor's page shows it first (libs/ui's marco-pintado.ts): its title and
 * the opening window's dates, which the server writes for the visitor's day and device.
 */
import { tituloVentana, ventanaInicial } from '@recepcion/domain';
import { session } from '@recepcion/session';
import { DIA_MARCADOR, pintarMarcos as pintar, type MarcosPintados } from '@recepcion/ui/pintado';
import { bootstrap, mount, unmount } from '../calendario';

export function pintarMarcos(): Promise<MarcosPintados> {
  return pintar({
    nombre: 'calendario',
    ciclo: { bootstrap, mount, unmount },
    rutas: ['/reservas/calendario'],
    selector: 'header.cal-header',
    textos: { rangoCalendario: tituloVentana(ventanaInicial(DIA_MARCADOR, navigator.userAgent)) },
    sesion: session,
  });
}
