import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `DELETE /api/HotelMonedas/{id}`: removes a hotel currency; one still in use is refused (400, shown by the portal). */
export function eliminarHotelMoneda(id: number): Promise<unknown> {
  return api.delete(`HotelMonedas/${id}`);
}

export function useEliminarHotelMoneda() {
  return useMutation(eliminarHotelMoneda);
}
