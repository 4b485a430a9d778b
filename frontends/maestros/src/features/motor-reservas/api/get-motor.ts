import type { ConfiguracionMotor } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/**
 * `GET /api/MotorReservas`: the booking page's settings (a new hotel's: off, with a suggested
 * address). Administrators only: the page says so itself on a 403, so the call is silent.
 */
export function getMotor(signal?: AbortSignal): Promise<ConfiguracionMotor> {
  return api.get<ConfiguracionMotor>('MotorReservas', { signal, silent: true });
}

export const motorKey = (hotelId: number, leer: boolean) => `MotorReservas/${hotelId}/${leer}`;

/** `leer` false (a user who may not read them): nothing is asked, the settings stay null. */
export function useMotor(hotelId: number, leer: boolean) {
  return useQuery<ConfiguracionMotor | null>(motorKey(hotelId, leer), (signal) => (leer ? getMotor(signal) : Promise.resolve(null)));
}
