/**
 * Kinds of client (spec section 3; the API's ids, modules/maestros/README.md). The pages ask
 * `POST /api/Clientes/Giro/{giroId}`; giro 0 means every company (all but Particular).
 */
export const GIROS = [
  { value: 1, label: 'Particular' },
  { value: 2, label: 'Hotel' },
  { value: 3, label: 'Agencia de Viajes' },
  { value: 4, label: 'Transporte' },
  { value: 5, label: 'Municipalidad' },
  { value: 6, label: 'Otro tipo de empresa' },
] as const;

export const GIRO_PARTICULAR = 1;
export const GIRO_AGENCIA = 3;
export const GIRO_EMPRESAS = 0;

/** Whether a client of `giroId` belongs in the list of `giroPagina`. */
export function giroEnLista(giroId: number, giroPagina: number): boolean {
  return giroPagina === GIRO_EMPRESAS ? giroId !== GIRO_PARTICULAR : giroId === giroPagina;
}

export function nombreGiro(giroId: number): string {
  return GIROS.find((g) => g.value === giroId)?.label ?? '';
}
