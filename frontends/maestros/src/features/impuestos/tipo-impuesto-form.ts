import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { TipoImpuesto } from '../../lib/tipos';
import { limpio, type Errores } from '../../lib/validacion';

export interface TipoImpuestoForm {
  Nombre: string;
  /** `19` or `10.5`; null while the field is empty. */
  Porcentaje: number | null;
}

export const ORDEN_TIPO_IMPUESTO = ['Nombre', 'Porcentaje'] as const;

export const TIPO_IMPUESTO_NUEVO: TipoImpuestoForm = { Nombre: '', Porcentaje: null };

export const tipoImpuestoForm = (t: TipoImpuesto): TipoImpuestoForm => ({ Nombre: t.Nombre, Porcentaje: t.Porcentaje });

/** Spec section 5, "Tax type": a name, and a percentage (null not allowed) from 0 to 100. */
export function validarTipoImpuesto(form: TipoImpuestoForm): Errores<keyof TipoImpuestoForm> {
  const errores: Errores<keyof TipoImpuestoForm> = {};
  if (!limpio(form.Nombre)) errores.Nombre = M.faltaNombreImpuesto;
  const porcentaje = form.Porcentaje;
  if (porcentaje === null) errores.Porcentaje = M.faltaPorcentajeImpuesto;
  else if (porcentaje < 0 || porcentaje > 100) errores.Porcentaje = M.porcentajeImpuesto;
  return errores;
}

export const tipoImpuestoDatos = (Id: number, form: TipoImpuestoForm) => ({ Id, Nombre: limpio(form.Nombre), Porcentaje: form.Porcentaje ?? 0 });
