import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import type { TipoHabitacion } from '../../lib/tipos';
import { limpio, type Errores } from '../../lib/validacion';

export interface TipoHabitacionForm {
  Nombre: string;
  CantidadPasajeros: number | null;
  CantidadPasajerosPredeterminado: number | null;
}

export const ORDEN_TIPO_HABITACION = ['Nombre', 'CantidadPasajeros', 'CantidadPasajerosPredeterminado'] as const;

/** Most guests a room type may hold (the server's limit). */
export const PASAJEROS_MAXIMOS = 50;

/** Spec section 3: the default guests of a new type is 1. */
export const TIPO_HABITACION_NUEVO: TipoHabitacionForm = { Nombre: '', CantidadPasajeros: 1, CantidadPasajerosPredeterminado: 1 };

export const tipoHabitacionForm = (t: TipoHabitacion): TipoHabitacionForm => ({
  Nombre: t.Nombre,
  CantidadPasajeros: t.CantidadPasajeros,
  CantidadPasajerosPredeterminado: t.CantidadPasajerosPredeterminado,
});

const pasajerosValidos = (n: number | null) => n !== null && Number.isInteger(n) && n >= 1 && n <= PASAJEROS_MAXIMOS;

/** A name; guests and default guests whole numbers from 1 to 50, the default not above the maximum. */
export function validarTipoHabitacion(form: TipoHabitacionForm): Errores<keyof TipoHabitacionForm> {
  const errores: Errores<keyof TipoHabitacionForm> = {};
  if (!limpio(form.Nombre)) errores.Nombre = M.faltaNombre;
  if (!pasajerosValidos(form.CantidadPasajeros)) errores.CantidadPasajeros = M.cantidadPasajeros;
  if (!pasajerosValidos(form.CantidadPasajerosPredeterminado)) errores.CantidadPasajerosPredeterminado = M.cantidadPasajeros;
  else if (!errores.CantidadPasajeros && (form.CantidadPasajerosPredeterminado ?? 0) > (form.CantidadPasajeros ?? 0))
    errores.CantidadPasajerosPredeterminado = M.pasajerosPredeterminadoSobreMaximo;
  return errores;
}

/** The body of POST/PUT (the server refuses a default above the maximum, as the form does). */
export const tipoHabitacionDatos = (Id: number, form: TipoHabitacionForm) => ({
  Id,
  Nombre: limpio(form.Nombre),
  CantidadPasajeros: form.CantidadPasajeros ?? 1,
  CantidadPasajerosPredeterminado: form.CantidadPasajerosPredeterminado ?? 1,
});
