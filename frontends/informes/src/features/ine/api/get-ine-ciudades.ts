import { api } from '@recepcion/api-client';
import type { FilaIneCiudad } from '@recepcion/contracts';
import { useInforme } from '../../../lib/use-informe';

/** `GET /api/Informes/InfNacionalINE/{desde}`: national guests by city of residence, for the month of `desde`. */
export function getIneCiudades(desde: string, signal?: AbortSignal): Promise<FilaIneCiudad[]> {
  return api.get<FilaIneCiudad[]>(`Informes/InfNacionalINE/${desde}`, { signal });
}

export const claveIneCiudades = (hotelId: number, desde: string) => `InfNacionalINE/${hotelId}/${desde}`;

export function useIneCiudades(hotelId: number, desde: string) {
  return useInforme(claveIneCiudades(hotelId, desde), (signal) => getIneCiudades(desde, signal));
}
