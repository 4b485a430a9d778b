import { ESTADOS_PISO, type EstadoPiso, type EstadoPisoCambiadoDatos } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { cambiarEstadoPiso } from './estado-piso';

/** A hotel's daily-service setting and the last day its service was done (`yyyy-MM-dd`). */
export interface ServicioDelHotel {
  servicioDiario: boolean;
  aplicado: string | null;
}

/** The day (`hoy`) whose service this hotel still owes, or null: off, or already done today. */
export function diaDeServicio(config: ServicioDelHotel | null, hoy: string): string | null {
  if (!config?.servicioDiario) return null;
  return config.aplicado !== null && config.aplicado >= hoy ? null : hoy;
}

/** The night whose guests leave a room to clean on `dia`: the one that has just ended. */
export const nocheAnterior = (dia: string): string => sumarDias(dia, -1);

/**
 * The day's service: every room whose guests were in house last night becomes dirty, as the
 * system's change; a room already dirty records nothing.
 */
export function servicioDiario(hotelId: number, conHuespedes: readonly { habitacionId: number; estado: EstadoPiso }[], en: Date): EstadoPisoCambiadoDatos[] {
  return conHuespedes
    .map((h) => cambiarEstadoPiso({ hotelId, habitacionId: h.habitacionId, estado: h.estado }, ESTADOS_PISO.sucia, 'servicio-diario', en))
    .filter((c): c is EstadoPisoCambiadoDatos => c !== null);
}
