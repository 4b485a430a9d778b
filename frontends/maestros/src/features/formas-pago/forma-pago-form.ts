import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { FormaPago } from '../../lib/tipos';
import { limpio, type Errores } from '../../lib/validacion';

export interface FormaPagoForm {
  Nombre: string;
}

export const ORDEN_FORMA_PAGO = ['Nombre'] as const;

export const FORMA_PAGO_NUEVA: FormaPagoForm = { Nombre: '' };

export const formaPagoForm = (f: FormaPago): FormaPagoForm => ({ Nombre: f.Nombre });

/** Spec section 5, "Payment method": the name is required. */
export function validarFormaPago(form: FormaPagoForm): Errores<keyof FormaPagoForm> {
  return limpio(form.Nombre) ? {} : { Nombre: M.faltaNombreFormaPago };
}

export const formaPagoDatos = (Id: number, form: FormaPagoForm) => ({ Id, Nombre: limpio(form.Nombre) });
