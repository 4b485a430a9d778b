import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { claveDeNombre } from '@recepcion/domain';
import type { Habitacion } from '../../lib/tipos';
import { idElegido, limpio, textoOpcional, type Errores } from '../../lib/validacion';

export interface HabitacionForm {
  Nombre: string;
  TipoHabitacionId: string;
  /** Position in the calendar; null while empty (kept as 0). */
  Orden: number | null;
  Comentario: string;
}

export const ORDEN_HABITACION = ['Nombre', 'TipoHabitacionId', 'Orden', 'Comentario'] as const;

/** A new room comes after the others in the calendar: its Orden is one more than the largest. */
export function habitacionNueva(habitaciones: readonly Habitacion[]): HabitacionForm {
  const orden = habitaciones.reduce((mayor, h) => Math.max(mayor, h.Orden), 0) + 1;
  return { Nombre: '', TipoHabitacionId: '', Orden: orden, Comentario: '' };
}

export const habitacionForm = (h: Habitacion): HabitacionForm => ({
  Nombre: h.Nombre,
  TipoHabitacionId: String(h.TipoHabitacionId),
  Orden: h.Orden,
  Comentario: h.Comentario ?? '',
});

/**
 * A name (the room number) no other room of the hotel has (trimmed, without case or accents, as
 * the server checks: `otras` are the rooms listed, `id` the one edited, 0 when new), a room type
 * and a whole Orden (empty keeps 0).
 */
export function validarHabitacion(form: HabitacionForm, id = 0, otras: readonly Habitacion[] = []): Errores<keyof HabitacionForm> {
  const errores: Errores<keyof HabitacionForm> = {};
  if (!limpio(form.Nombre)) errores.Nombre = M.faltaNombre;
  else if (otras.some((h) => h.Id !== id && claveDeNombre(h.Nombre) === claveDeNombre(form.Nombre))) errores.Nombre = M.habitacionRepetida;
  if (idElegido(form.TipoHabitacionId) === null) errores.TipoHabitacionId = M.seleccioneTipoHabitacion;
  if (form.Orden !== null && !Number.isInteger(form.Orden)) errores.Orden = M.orden;
  return errores;
}

export const habitacionDatos = (Id: number, form: HabitacionForm) => ({
  Id,
  Nombre: limpio(form.Nombre),
  TipoHabitacionId: idElegido(form.TipoHabitacionId) ?? 0,
  Orden: form.Orden ?? 0,
  Comentario: textoOpcional(form.Comentario),
});
