import type { ComponentType } from 'react';
import { AccederHotelPage } from '../features/acceder-hotel/acceder-hotel-page';
import { CookiePage } from '../features/cookie/cookie-page';
import { CorreoPage } from '../features/correo/correo-page';
import { DatosPage } from '../features/datos/datos-page';
import { EliminarHotelPage } from '../features/eliminar-hotel/eliminar-hotel-page';
import { EmpresasPage } from '../features/empresas/empresas-page';
import { InformeGlobalPage } from '../features/informe-global/informe-global-page';
import { LoggersPage } from '../features/loggers/loggers-page';
import { MonedasPage } from '../features/monedas/monedas-page';
import { PaisesPage } from '../features/paises/paises-page';
import { OrdenPage } from '../features/orden/orden-page';
import { ProbandoAutocompletarPage } from '../features/probando-autocompletar/probando-autocompletar-page';
import { ProbandoCachePage } from '../features/probando-cache/probando-cache-page';
import { ProbandoGrillaPage } from '../features/probando-grilla/probando-grilla-page';
import { ProbandoModalesPage } from '../features/probando-modales/probando-modales-page';
import { ProbandoNumerosPage } from '../features/probando-numeros/probando-numeros-page';
import { ProbandoSignalrPage } from '../features/probando-signalr/probando-signalr-page';
import { UltimasReservasPage } from '../features/ultimas-reservas/ultimas-reservas-page';
import { UsuariosBloqueadosPage } from '../features/usuarios-bloqueados/usuarios-bloqueados-page';

export interface AreaRoute {
  path: string;
  Page: ComponentType;
}

/** The root pages of spec section 2 (the portal's menu lists them for operators). */
export const AREA_ROUTES: readonly AreaRoute[] = [
  { path: '/root/Empresas', Page: EmpresasPage },
  { path: '/root/InformeGlobalReservas', Page: InformeGlobalPage },
  { path: '/root/ultimas-reservas', Page: UltimasReservasPage },
  { path: '/root/UsuariosBloqueados', Page: UsuariosBloqueadosPage },
  { path: '/root/Correo', Page: CorreoPage },
  { path: '/root/Datos', Page: DatosPage },
  { path: '/root/loggers', Page: LoggersPage },
  { path: '/root/acceder-hotel', Page: AccederHotelPage },
  { path: '/root/Cookie', Page: CookiePage },
  { path: '/root/Monedas', Page: MonedasPage },
  { path: '/root/Paises', Page: PaisesPage },
  { path: '/root/Orden', Page: OrdenPage },
  { path: '/root/eliminar-hotel', Page: EliminarHotelPage },
  // The test pages: the shared kit's components and the live channel, tried by hand.
  { path: '/root/probando-grilla', Page: ProbandoGrillaPage },
  { path: '/root/probando-autocompletar', Page: ProbandoAutocompletarPage },
  { path: '/root/probando-modales', Page: ProbandoModalesPage },
  { path: '/root/probando-numeros', Page: ProbandoNumerosPage },
  { path: '/root/probando-signalr', Page: ProbandoSignalrPage },
  { path: '/root/probando-cache', Page: ProbandoCachePage },
];

/** The route of `path` (a trailing slash and the letters' case do not matter). */
export function findAreaRoute(path: string): AreaRoute | undefined {
  const limpio = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return AREA_ROUTES.find((route) => route.path.toLowerCase() === limpio.toLowerCase());
}
