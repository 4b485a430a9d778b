import { MENSAJES_MONTOS, NOCHES_MAXIMAS_BLOQUEO } from '@recepcion/contracts';
import { esFecha } from '../../lib/fechas';
import { MENSAJES_BLOQUEO as M } from '../../lib/mensajes';
import { enteroPositivo, type Errores } from '../../lib/validacion';
import type { DatosBloqueo } from './api/guardar-bloqueo';
import type { Bloqueo } from './tipos';

export interface BloqueoForm {
  /** `yyyy-MM-dd`, '' while not chosen. */
  Fecha: string;
  Noches: number | null;
  /** The select's value: the room's id, '' while none is chosen. */
  HabitacionId: string;
}

export const ORDEN_BLOQUEO = ['Fecha', 'Noches', 'HabitacionId'] as const;

/** Spec section 9: a new block starts today, for 1 night. */
export const bloqueoNuevo = (hoy: string): BloqueoForm => ({ Fecha: hoy, Noches: 1, HabitacionId: '' });

export const bloqueoForm = (b: Bloqueo): BloqueoForm => ({ Fecha: b.Fecha, Noches: b.Noches, HabitacionId: String(b.HabitacionId) });

/** Spec section 5, "Room block": date, nights and room are required; nights up to a year. */
export function validarBloqueo(form: BloqueoForm): Errores<keyof BloqueoForm> {
  const errores: Errores<keyof BloqueoForm> = {};
  if (!esFecha(form.Fecha)) errores.Fecha = M.fecha;
  if (!enteroPositivo(form.Noches)) errores.Noches = M.noches;
  else if ((form.Noches ?? 0) > NOCHES_MAXIMAS_BLOQUEO) errores.Noches = MENSAJES_MONTOS.nochesMaximas;
  if (!(Number(form.HabitacionId) > 0)) errores.HabitacionId = M.habitacion;
  return errores;
}

export const bloqueoDatos = (Id: number, form: BloqueoForm): DatosBloqueo => ({ Id, Fecha: form.Fecha, Noches: form.Noches ?? 0, HabitacionId: Number(form.HabitacionId) });
