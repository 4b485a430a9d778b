import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { diaIso } from '@recepcion/domain';
import type { Temporada } from '../../lib/tipos';
import { limpio, type Errores } from '../../lib/validacion';

export interface TemporadaForm {
  Nombre: string;
  /** `yyyy-MM-dd`, or '' while not chosen. */
  FechaInicial: string;
  FechaFinal: string;
}

export const ORDEN_TEMPORADA = ['Nombre', 'FechaInicial', 'FechaFinal'] as const;

export const TEMPORADA_NUEVA: TemporadaForm = { Nombre: '', FechaInicial: '', FechaFinal: '' };

export const temporadaForm = (t: Temporada): TemporadaForm => ({ Nombre: t.Nombre, FechaInicial: t.FechaInicial, FechaFinal: t.FechaFinal });

const esFecha = (iso: string) => {
  try {
    diaIso(iso);
    return true;
  } catch {
    return false;
  }
};

/** Spec section 5, "Season": name, start and end; the end not before the start (the server's rule too). */
export function validarTemporada(form: TemporadaForm): Errores<keyof TemporadaForm> {
  const errores: Errores<keyof TemporadaForm> = {};
  if (!limpio(form.Nombre)) errores.Nombre = M.faltaNombreTemporada;
  if (!esFecha(form.FechaInicial)) errores.FechaInicial = M.faltaInicioTemporada;
  if (!esFecha(form.FechaFinal)) errores.FechaFinal = M.faltaFinTemporada;
  else if (!errores.FechaInicial && diaIso(form.FechaFinal) < diaIso(form.FechaInicial)) errores.FechaFinal = M.finAntesDeInicio;
  return errores;
}

export const temporadaDatos = (Id: number, form: TemporadaForm) => ({ Id, Nombre: limpio(form.Nombre), FechaInicial: form.FechaInicial, FechaFinal: form.FechaFinal });
