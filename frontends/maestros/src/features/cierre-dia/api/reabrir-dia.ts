import type { CierreDia } from '@recepcion/contracts';
import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/** `POST /api/CierreDia/{fecha}/Reabrir`: reopens the last closed date. */
export function reabrirDia(fecha: string): Promise<CierreDia> {
  return api.post<CierreDia>(`CierreDia/${fecha}/Reabrir`);
}

export function useReabrirDia() {
  return useMutation(reabrirDia);
}
