import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { HotelMoneda } from '../../lib/tipos';
import { limpio, type Errores } from '../../lib/validacion';

export interface HotelMonedaForm {
  MonedaId: string;
  /** Pesos per unit of this currency, or null while the field is empty. */
  Factor: number | null;
}

export const ORDEN_HOTEL_MONEDA = ['MonedaId', 'Factor'] as const;

/** Spec section 9: a new hotel currency has Factor 0. */
export const HOTEL_MONEDA_NUEVA: HotelMonedaForm = { MonedaId: '', Factor: 0 };

export const hotelMonedaForm = (h: HotelMoneda): HotelMonedaForm => ({ MonedaId: h.MonedaId, Factor: h.Factor });

/**
 * Spec section 5, "Hotel currency": one must be chosen, and not one already in the list (`id` is
 * the row being edited, which may keep its own currency). An empty factor is 0; a factor is never negative.
 */
export function validarHotelMoneda(form: HotelMonedaForm, id: number, lista: readonly HotelMoneda[]): Errores<keyof HotelMonedaForm> {
  const errores: Errores<keyof HotelMonedaForm> = {};
  if (!limpio(form.MonedaId)) errores.MonedaId = M.seleccioneMoneda;
  else if (lista.some((h) => h.MonedaId === form.MonedaId && h.Id !== id)) errores.MonedaId = M.monedaRepetida;
  if (form.Factor !== null && !(form.Factor >= 0)) errores.Factor = M.factor;
  return errores;
}

export const hotelMonedaDatos = (Id: number, form: HotelMonedaForm) => ({ Id, MonedaId: form.MonedaId, Factor: form.Factor ?? 0 });
