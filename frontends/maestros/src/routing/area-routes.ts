import type { PermisoEscritura } from '@recepcion/contracts';
import type { ComponentType } from 'react';
import { ActividadPage } from '../features/actividad/actividad-page';
import { CanalesPage } from '../features/canales/canales-page';
import { CargosPage } from '../features/cargos/cargos-page';
import { CierreDiaPage } from '../features/cierre-dia/cierre-dia-page';
import { AgenciasViajePage, EmpresasPage, ParticularesPage } from '../features/clientes/clientes-page';
import { FormasPagoPage } from '../features/formas-pago/formas-pago-page';
import { GruposServicioPage } from '../features/grupos-servicio/grupos-servicio-page';
import { HabitacionesPage } from '../features/habitaciones/habitaciones-page';
import { ImpuestosPage } from '../features/impuestos/impuestos-page';
import { MonedasPage } from '../features/monedas/monedas-page';
import { MotorReservasPage } from '../features/motor-reservas/motor-reservas-page';
import { RegimenesPage } from '../features/regimenes/regimenes-page';
import { TarifarioAlojamientoPage, TarifarioCargoPage, TarifarioRegimenPage } from '../features/tarifas/tarifas-page';
import { TemporadasPage } from '../features/temporadas/temporadas-page';
import { TiposHabitacionPage } from '../features/tipos-habitacion/tipos-habitacion-page';
import { UsuariosAutorizadosPage } from '../features/usuarios-autorizados/usuarios-autorizados-page';
import type { AreaPageProps } from '../lib/area-page';

export type { AreaPageProps };

export interface AreaRoute {
  path: string;
  Page: ComponentType<AreaPageProps>;
  /** Who may change what the page shows (default 'administracion'); others see it read-only. */
  permiso?: PermisoEscritura;
}

/**
 * The pages of this micro-frontend (spec section 2): configuration, price tables, clients and
 * administration. The shell's layout mounts the area on their first segment.
 */
export const AREA_ROUTES: readonly AreaRoute[] = [
  { path: '/configuracion/canales', Page: CanalesPage },
  { path: '/configuracion/cargos', Page: CargosPage },
  { path: '/configuracion/cierre-dia', Page: CierreDiaPage },
  { path: '/configuracion/grupos-servicio', Page: GruposServicioPage },
  { path: '/configuracion/habitaciones', Page: HabitacionesPage },
  { path: '/configuracion/motor-reservas', Page: MotorReservasPage },
  { path: '/configuracion/regimenes', Page: RegimenesPage },
  { path: '/configuracion/tipos-habitacion', Page: TiposHabitacionPage },
  { path: '/tarifario/formas-pago', Page: FormasPagoPage },
  { path: '/tarifario/impuestos', Page: ImpuestosPage },
  { path: '/tarifario/monedas', Page: MonedasPage },
  { path: '/tarifario/tarifario-alojamiento', Page: TarifarioAlojamientoPage },
  { path: '/tarifario/tarifario-cargo', Page: TarifarioCargoPage },
  { path: '/tarifario/tarifario-regimen', Page: TarifarioRegimenPage },
  { path: '/tarifario/temporadas', Page: TemporadasPage },
  { path: '/clientes/particulares', permiso: 'recepcion', Page: ParticularesPage },
  { path: '/clientes/agencias-viaje', permiso: 'recepcion', Page: AgenciasViajePage },
  { path: '/clientes/empresas', permiso: 'recepcion', Page: EmpresasPage },
  { path: '/administracion/usuarios-autorizados', Page: UsuariosAutorizadosPage },
  { path: '/administracion/actividad', Page: ActividadPage },
];

export function findAreaRoute(path: string): AreaRoute | undefined {
  return AREA_ROUTES.find((route) => route.path.toLowerCase() === path.toLowerCase());
}
