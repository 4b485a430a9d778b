import { soloTableroDePisos } from '@recepcion/contracts';

/**
 * The signed-in routes of spec section 2, as the menu shows them. An area's micro-frontend owns
 * its paths; until one does, the portal shows the section's title and "próximamente".
 */
export interface AppRoute {
  path: string;
  /** The menu entry and the page title (document title `<title> - <domain>`). */
  title: string;
  /** Administrators' only (AD, operators): other user types neither see nor open it. */
  soloAdministracion?: boolean;
}

export interface MenuArea {
  /** The menu button. */
  label: string;
  routes: readonly AppRoute[];
}

export const LANDING_PATH = '/reservas/calendario';
export const DEFAULT_PATH = '/dashboard';
/** The housekeeping board: where a Camarería user starts, and all it sees. */
export const PISOS_PATH = '/pisos';

export const MENU_AREAS: readonly MenuArea[] = [
  { label: 'General', routes: [{ path: '/dashboard', title: 'Dashboard' }] },
  {
    label: 'Reservas',
    routes: [
      { path: '/reservas/calendario', title: 'Calendario' },
      { path: '/reservas/listado', title: 'Listado de reservas' },
      { path: '/reservas/lista-espera', title: 'Lista de espera' },
      { path: '/reservas/bloqueo-habitacion', title: 'Bloqueo de habitaciones' },
      { path: '/reservas/gastos', title: 'Gastos' },
      { path: '/reservas/caja-habitacion', title: 'Caja por habitación' },
    ],
  },
  {
    label: 'Pisos',
    routes: [
      { path: PISOS_PATH, title: 'Tablero de pisos' },
      { path: '/pisos/fuera-servicio', title: 'Fuera de servicio' },
    ],
  },
  {
    label: 'Informes',
    routes: [
      { path: '/informes/informe-reservas-cargos-ingresos', title: 'Reservas con cargos e ingresos' },
      { path: '/informes/informe-actividad/1', title: 'Actividad por cliente: ocupación' },
      { path: '/informes/informe-actividad/2', title: 'Actividad por cliente: cargos' },
      { path: '/informes/informe-actividad/3', title: 'Actividad por cliente: huéspedes' },
      { path: '/informes/informe-actividad/4', title: 'Actividad por cliente: reservas' },
      { path: '/informes/informe-estadistica-diaria-mensual/1', title: 'Estadística diaria' },
      { path: '/informes/informe-estadistica-diaria-mensual/2', title: 'Estadística mensual' },
      { path: '/informes/informe-ciudades-pasajeros', title: 'Ciudades de pasajeros' },
      { path: '/informes/informe-paises-pasajeros', title: 'Países de pasajeros' },
      { path: '/informes/informe-estado-hotel', title: 'Estado del hotel' },
      { path: '/informes/informe-habitaciones-disponibles', title: 'Habitaciones disponibles' },
    ],
  },
  {
    label: 'Configuración',
    routes: [
      { path: '/configuracion/canales', title: 'Canales' },
      { path: '/configuracion/cargos', title: 'Cargos' },
      { path: '/configuracion/cierre-dia', title: 'Cierre del día', soloAdministracion: true },
      { path: '/configuracion/grupos-servicio', title: 'Grupos de servicio' },
      { path: '/configuracion/habitaciones', title: 'Habitaciones' },
      { path: '/configuracion/motor-reservas', title: 'Motor de reservas' },
      { path: '/configuracion/regimenes', title: 'Regímenes' },
      { path: '/configuracion/tipos-habitacion', title: 'Tipos de habitación' },
    ],
  },
  {
    label: 'Tarifario',
    routes: [
      { path: '/tarifario/formas-pago', title: 'Formas de pago' },
      { path: '/tarifario/impuestos', title: 'Impuestos' },
      { path: '/tarifario/monedas', title: 'Monedas' },
      { path: '/tarifario/tarifario-alojamiento', title: 'Tarifario de alojamiento' },
      { path: '/tarifario/tarifario-cargo', title: 'Tarifario de cargos' },
      { path: '/tarifario/tarifario-regimen', title: 'Tarifario de regímenes' },
      { path: '/tarifario/temporadas', title: 'Temporadas' },
    ],
  },
  {
    label: 'Clientes',
    routes: [
      { path: '/clientes/particulares', title: 'Particulares' },
      { path: '/clientes/agencias-viaje', title: 'Agencias de viaje' },
      { path: '/clientes/empresas', title: 'Empresas' },
    ],
  },
  {
    label: 'Administración',
    routes: [
      { path: '/administracion/usuarios-autorizados', title: 'Usuarios autorizados' },
      { path: '/administracion/actividad', title: 'Actividad', soloAdministracion: true },
    ],
  },
];

/** The provider's tools: only operators see this area. */
export const ROOT_AREA: MenuArea = {
  label: 'Root',
  routes: [
    { path: '/root/Empresas', title: 'Empresas' },
    { path: '/root/InformeGlobalReservas', title: 'Informe global de reservas' },
    { path: '/root/ultimas-reservas', title: 'Últimas reservas' },
    { path: '/root/UsuariosBloqueados', title: 'Usuarios bloqueados' },
    { path: '/root/Correo', title: 'Envío de correos' },
    { path: '/root/Cookie', title: 'Variables de la cookie' },
    { path: '/root/Monedas', title: 'Monedas' },
    { path: '/root/Paises', title: 'Países' },
    { path: '/root/Orden', title: 'Orden de las habitaciones' },
    { path: '/root/Datos', title: 'Datos del servidor' },
    { path: '/root/loggers', title: 'Registro de errores' },
    { path: '/root/eliminar-hotel', title: 'Eliminar hotel' },
    { path: '/root/acceder-hotel', title: 'Acceder como hotel' },
    { path: '/root/probando-grilla', title: 'Prueba: grilla' },
    { path: '/root/probando-autocompletar', title: 'Prueba: autocompletar' },
    { path: '/root/probando-modales', title: 'Prueba: ventanas modales' },
    { path: '/root/probando-numeros', title: 'Prueba: números' },
    { path: '/root/probando-signalr', title: 'Prueba: canal en vivo' },
    { path: '/root/probando-cache', title: 'Prueba: caché' },
  ],
};

/** What a Camarería user (CA) sees: the housekeeping board alone (the API refuses it everything else). */
export const CAMARERIA_AREAS: readonly MenuArea[] = [{ label: 'Pisos', routes: [{ path: PISOS_PATH, title: 'Tablero de pisos' }] }];

/** Not in the menu: the same calendar under its second path. */
const HIDDEN_ROUTES: readonly AppRoute[] = [{ path: '/reservas/calendar-new', title: 'Calendario' }];

/** Whether this user sees only the board: Camarería, not an operator (libs/contracts `soloTableroDePisos`). */
export const esCamareria = (esOperador: boolean, tipoUsuario: string | undefined): boolean => soloTableroDePisos({ EsOperador: esOperador, TipoUsuario: tipoUsuario });

/** The menu of this user: the areas of spec section 2 (the board alone for Camarería), Root for operators. */
export function menuAreas(esOperador: boolean, tipoUsuario?: string): readonly MenuArea[] {
  if (esCamareria(esOperador, tipoUsuario)) return CAMARERIA_AREAS;
  if (esOperador) return [...MENU_AREAS, ROOT_AREA];
  // The day's close is an administrator's: other types do not see it (the server refuses it too).
  return tipoUsuario === 'AD' ? MENU_AREAS : MENU_AREAS.map((area) => ({ ...area, routes: area.routes.filter((r) => !r.soloAdministracion) }));
}

/** The signed-in route at `path` this user may open; root pages only for operators, the board alone for Camarería. */
export function findAppRoute(path: string, esOperador: boolean, tipoUsuario?: string): AppRoute | undefined {
  const routes = [...menuAreas(esOperador, tipoUsuario).flatMap((area) => area.routes), ...(esCamareria(esOperador, tipoUsuario) ? [] : HIDDEN_ROUTES)];
  return routes.find((route) => route.path === path);
}

/** Where the brand takes this user: the dashboard (the default page), the board for Camarería. */
export function paginaPorDefecto(esOperador: boolean, tipoUsuario?: string): string {
  return esCamareria(esOperador, tipoUsuario) ? PISOS_PATH : DEFAULT_PATH;
}

/** The menu area a path belongs to (Reservas for `/reservas/gastos`). */
export function areaOf(path: string): MenuArea | undefined {
  return [...MENU_AREAS, ROOT_AREA].find((area) => area.routes.some((route) => route.path === path));
}
