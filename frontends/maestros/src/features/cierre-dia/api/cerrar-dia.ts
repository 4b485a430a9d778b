import type { CierreDia } from '@recepcion/contracts';
import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `POST /api/CierreDia/{fecha}`: closes the date and answers its snapshot (a refusal is a Spanish 400 the portal shows). */
export function cerrarDia(fecha: string): Promise<CierreDia> {
  return api.post<CierreDia>(`CierreDia/${fecha}`);
}

export function useCerrarDia() {
  return useMutation(cerrarDia);
}
