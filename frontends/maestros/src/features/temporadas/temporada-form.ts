import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { diaIso, formatearFecha, superposicionesDeTemporada } from '@recepcion/domain';
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

/** What the price engine applies when seasons share days, stated where seasons are edited. */
export const REGLA_SUPERPOSICION = 'Si dos temporadas comparten días, en esos días rige la más corta (una semana de Navidad dentro de la temporada alta); a igual duración, la creada después.';

/**
 * The seasons the one being edited shares days with, and which prices those days, in Spanish:
 * «Comparte días con Alta (01-12-2026 a 28-02-2027): en ellos rige Navidad, la más corta.»
 * Empty while the dates are incomplete or share nothing.
 */
export function avisosSuperposicion(id: number, form: TemporadaForm, temporadas: readonly Temporada[]): string[] {
  if (Object.keys(validarTemporada({ ...form, Nombre: form.Nombre || '-' })).length > 0) return [];
  const vigencia = (t: { Id: number; Nombre: string; FechaInicial: string; FechaFinal: string }) => ({ id: t.Id, nombre: limpio(t.Nombre), fechaInicial: t.FechaInicial, fechaFinal: t.FechaFinal });
  const esta = vigencia({ Id: id, ...form });
  return superposicionesDeTemporada(esta, temporadas.filter((t) => t.Id !== id).map(vigencia)).map(({ otra, gana }) => {
    const mismaDuracion = diaIso(otra.fechaFinal) - diaIso(otra.fechaInicial) === diaIso(esta.fechaFinal) - diaIso(esta.fechaInicial);
    const nombre = gana === esta ? esta.nombre || 'esta temporada' : gana.nombre;
    return `Comparte días con ${otra.nombre} (${formatearFecha(otra.fechaInicial)} a ${formatearFecha(otra.fechaFinal)}): en ellos rige ${nombre}, ${mismaDuracion ? 'la creada después' : 'la más corta'}.`;
  });
}
