import { CAMPOS_MONTO, MONTO_MAXIMO } from '@recepcion/contracts';
import { problemaDeMonto } from '@recepcion/domain';
import { esFecha } from '../../lib/fechas';
import { MENSAJES_GASTO as M } from '../../lib/mensajes';
import { limpio, textoOpcional, type Errores } from '../../lib/validacion';
import type { Gasto } from './tipos';

export interface GastoForm {
  /** `yyyy-MM-dd`, '' while not chosen. */
  Fecha: string;
  Concepto: string;
  Valor: number | null;
  Comentario: string;
}

export const ORDEN_GASTO = ['Fecha', 'Concepto', 'Valor', 'Comentario'] as const;

/** A new expense is for today. */
export const gastoNuevo = (hoy: string): GastoForm => ({ Fecha: hoy, Concepto: '', Valor: null, Comentario: '' });

export const gastoForm = (g: Gasto): GastoForm => ({ Fecha: g.Fecha, Concepto: g.Concepto, Valor: g.Valor, Comentario: g.Comentario ?? '' });

/**
 * Spec section 5, "Expense": date, concept and value are required. The value is never
 * negative nor 0, within the bound, and without cents in a currency that has none (the hotel's).
 */
export function validarGasto(form: GastoForm, moneda: { monedaId?: string | null; centavos?: boolean } = {}): Errores<keyof GastoForm> {
  const errores: Errores<keyof GastoForm> = {};
  if (!esFecha(form.Fecha)) errores.Fecha = M.fecha;
  if (!limpio(form.Concepto)) errores.Concepto = M.concepto;
  if (form.Valor === null || !Number.isFinite(form.Valor)) errores.Valor = M.valor;
  else {
    const problema = problemaDeMonto(form.Valor, { campo: CAMPOS_MONTO.valorGasto, ...moneda, sinCero: true, maximo: MONTO_MAXIMO });
    if (problema) errores.Valor = problema;
  }
  return errores;
}

export const gastoDatos = (Id: number, form: GastoForm): Gasto => ({
  Id,
  Fecha: form.Fecha,
  Concepto: limpio(form.Concepto),
  Valor: form.Valor ?? 0,
  Comentario: textoOpcional(form.Comentario),
});
