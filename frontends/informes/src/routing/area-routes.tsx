import type { ComponentType } from 'react';
import { ActividadPage } from '../features/actividad/actividad-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { EstadisticaDiariaPage, EstadisticaMensualPage } from '../features/estadisticas/estadisticas-page';
import { EstadoHotelPage } from '../features/estado-hotel/estado-hotel-page';
import { HabitacionesDisponiblesPage } from '../features/habitaciones-disponibles/habitaciones-disponibles-page';
import { IneCiudadesPage, InePaisesPage } from '../features/ine/ine-page';
import { ReservasCargosIngresosPage } from '../features/reservas-cargos-ingresos/reservas-cargos-ingresos-page';

export interface PaginaInformeProps {
  hotelId: number;
}

export interface AreaRoute {
  path: string;
  Page: ComponentType<PaginaInformeProps>;
}

const actividad = (tipo: 1 | 2 | 3 | 4): ComponentType<PaginaInformeProps> =>
  function ActividadTipo({ hotelId }) {
    return <ActividadPage hotelId={hotelId} tipo={tipo} />;
  };

/** The report routes of spec section 2 and the dashboard (`/dashboard`, the configured hotel's default page). */
export const AREA_ROUTES: readonly AreaRoute[] = [
  { path: '/dashboard', Page: DashboardPage },
  { path: '/informes/informe-reservas-cargos-ingresos', Page: ReservasCargosIngresosPage },
  { path: '/informes/informe-actividad/1', Page: actividad(1) },
  { path: '/informes/informe-actividad/2', Page: actividad(2) },
  { path: '/informes/informe-actividad/3', Page: actividad(3) },
  { path: '/informes/informe-actividad/4', Page: actividad(4) },
  { path: '/informes/informe-estadistica-diaria-mensual/1', Page: EstadisticaDiariaPage },
  { path: '/informes/informe-estadistica-diaria-mensual/2', Page: EstadisticaMensualPage },
  { path: '/informes/informe-ciudades-pasajeros', Page: IneCiudadesPage },
  { path: '/informes/informe-paises-pasajeros', Page: InePaisesPage },
  { path: '/informes/informe-estado-hotel', Page: EstadoHotelPage },
  { path: '/informes/informe-habitaciones-disponibles', Page: HabitacionesDisponiblesPage },
];

/** The route of `path` (a trailing slash and the letters' case do not matter). */
export function findAreaRoute(path: string): AreaRoute | undefined {
  const limpio = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return AREA_ROUTES.find((route) => route.path.toLowerCase() === limpio.toLowerCase());
}
