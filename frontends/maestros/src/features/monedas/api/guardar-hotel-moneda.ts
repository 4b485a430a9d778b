import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { HotelMoneda } from '../../../lib/tipos';

/**
 * Saves a hotel currency (spec section 4, "Dialog flow"): `PUT /api/HotelMonedas/{id}` when the id is above 0,
 * `POST /api/HotelMonedas` otherwise. Answers the saved row.
 */
export function guardarHotelMoneda(datos: Partial<HotelMoneda> & { Id: number }): Promise<HotelMoneda> {
  return datos.Id > 0 ? api.put<HotelMoneda>(`HotelMonedas/${datos.Id}`, datos) : api.post<HotelMoneda>('HotelMonedas', datos);
}

export function useGuardarHotelMoneda() {
  return useMutation(guardarHotelMoneda);
}
