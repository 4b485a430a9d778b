import { GIRO_TODOS } from '@recepcion/contracts';

/**
 * Kinds of client (spec section 3; the API's ids, as modules/maestros answers them) for the
 * activity reports' filter; 0 reads every kind.
 */
export const GIROS = [
  { value: GIRO_TODOS, label: 'Todos' },
  { value: 1, label: 'Particular' },
  { value: 2, label: 'Hotel' },
  { value: 3, label: 'Agencia de Viajes' },
  { value: 4, label: 'Transporte' },
  { value: 5, label: 'Municipalidad' },
  { value: 6, label: 'Otro tipo de empresa' },
] as const;

export const nombreGiro = (giroId: number): string => (giroId === GIRO_TODOS ? '' : (GIROS.find((g) => g.value === giroId)?.label ?? ''));
