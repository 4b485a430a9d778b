import type { ComponentType } from 'react';
import { BloqueosPage } from '../features/bloqueos/bloqueos-page';
import { CajaHabitacionPage } from '../features/caja-habitacion/caja-habitacion-page';
import { GastosPage } from '../features/gastos/gastos-page';
import { ListaEsperaPage } from '../features/lista-espera/lista-espera-page';
import { ListadoPage } from '../features/listado/listado-page';

export { esRutaAjena, RUTAS_AJENAS } from './rutas-ajenas';

export interface AreaPageProps {
  hotelId: number;
}

export interface AreaRoute {
  path: string;
  Page: ComponentType<AreaPageProps>;
}

/**
 * The reservation pages of spec section 2 this micro-frontend shows. The calendar paths belong
 * to `@recepcion/calendario`; there this area only hosts the reservation dialogs (see
 * features/reserva/reserva-dialogos.tsx and libs/contracts/src/dialogos-reserva.ts).
 */
export const AREA_ROUTES: readonly AreaRoute[] = [
  { path: '/reservas/listado', Page: ListadoPage },
  { path: '/reservas/lista-espera', Page: ListaEsperaPage },
  { path: '/reservas/bloqueo-habitacion', Page: BloqueosPage },
  { path: '/reservas/gastos', Page: GastosPage },
  { path: '/reservas/caja-habitacion', Page: CajaHabitacionPage },
];

export function findAreaRoute(path: string): AreaRoute | undefined {
  return AREA_ROUTES.find((route) => route.path.toLowerCase() === path.toLowerCase());
}
