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
import { paginaPendiente } from '../features/pendiente/pendiente-page';
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
  { path: '/root/Orden', Page: paginaPendiente('Orden') },
  { path: '/root/eliminar-hotel', Page: EliminarHotelPage },
  { path: '/root/probando-signalr', Page: paginaPendiente('Prueba: canal en vivo') },
  { path: '/root/probando-cache', Page: paginaPendiente('Prueba: caché') },
];

/** The route of `path` (a trailing slash and the letters' case do not matter). */
export function findAreaRoute(path: string): AreaRoute | undefined {
  const limpio = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return AREA_ROUTES.find((route) => route.path.toLowerCase() === limpio.toLowerCase());
}
