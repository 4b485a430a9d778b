/**
 * Build time only (tools/vite/marcos-pintados.mjs runs it in Node under jsdom): the reports area's
 * page headers as a signed-in visitor's page shows them first, route by route (marco-pintado.ts).
 */
import { fechaLarga } from '@recepcion/domain';
import { session } from '@recepcion/session';
import { bootstrap, mount, unmount } from '../informes';
import { AREA_ROUTES } from '../routing/area-routes';
import { pintarMarcos as pintar, type MarcosPintados } from '@recepcion/ui/pintado';

/** A configured hotel and its administrator: what the area needs to draw a page (the data never comes). */
function prepararSesion(): void {
  session.establecer({
    hotel_id: 1,
    user_id: 1,
    usuario: { Id: 1, Nombre: 'Pintado', Email: 'pintado@recepcion.app', EsOperador: false, TipoUsuario: 'AD' },
    config: {
      Id: 1,
      HotelId: 1,
      Nombre: 'Hotel',
      MonedaId: 'CLP',
      TipoImpuestoId: 1,
      ImpuestoIncluido: true,
      TipoImpuestoSAId: null,
      ImpuestoIncluidoSA: true,
      PrecioHabitacionPorPersona: false,
      PrecioRegimenPorPersona: false,
      Encabezado: null,
      PaisId: 35,
      Configurado: true,
      Email: 'pintado@recepcion.app',
    },
  });
}

export function pintarMarcos(): Promise<MarcosPintados> {
  return pintar({ nombre: 'informes', ciclo: { bootstrap, mount, unmount }, rutas: AREA_ROUTES.map((r) => r.path), selector: 'header.rc-page-header', fechaLarga, prepararSesion });
}
