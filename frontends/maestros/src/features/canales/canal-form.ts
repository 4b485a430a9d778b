import { type Canal, type CanalCuerpo, MENSAJES_CANALES as M } from '@recepcion/contracts';
import { idElegido, limpio, type Errores } from '../../lib/validacion';

/** The channels whose names the dialog suggests (any other name may be typed). */
export const SUGERENCIAS_CANAL = ['Booking.com', 'Airbnb', 'Vrbo', 'Expedia', 'Google Calendar'] as const;

export const LARGO_NOMBRE_CANAL = 80;
export const LARGO_URL_CANAL = 2000;

export interface CanalForm {
  /** The room's id as the select holds it; '' while none is chosen. */
  HabitacionId: string;
  Nombre: string;
  Url: string;
  Activo: boolean;
}

export const ORDEN_CANAL = ['HabitacionId', 'Nombre', 'Url', 'Activo'] as const;

/** A new feed: of `habitacionId` when the room's own button opened the dialog, active. */
export const canalNuevo = (habitacionId?: number): CanalForm => ({ HabitacionId: habitacionId ? String(habitacionId) : '', Nombre: '', Url: '', Activo: true });

export const canalForm = (c: Canal): CanalForm => ({ HabitacionId: String(c.HabitacionId), Nombre: c.Nombre, Url: c.Url, Activo: c.Activo });

/**
 * What the server says of an address before any pull (modules/canales `problemaDeUrl`): http or
 * https with a host, and no user or password in it. Null when it may be saved.
 */
export function problemaDeUrl(url: string): string | null {
  const texto = limpio(url);
  if (!texto) return M.ingreseUrl;
  if (texto.length > LARGO_URL_CANAL) return M.urlLarga;
  let destino: URL;
  try {
    destino = new URL(texto);
  } catch {
    return M.urlNoValida;
  }
  if ((destino.protocol !== 'http:' && destino.protocol !== 'https:') || !destino.hostname) return M.urlNoValida;
  if (destino.username || destino.password) return M.urlConCredenciales;
  return null;
}

/** A room, a name (up to 80 characters) and a feed address the server would accept. */
export function validarCanal(form: CanalForm): Errores<keyof CanalForm> {
  const errores: Errores<keyof CanalForm> = {};
  if (idElegido(form.HabitacionId) === null) errores.HabitacionId = M.seleccioneHabitacion;
  const nombre = limpio(form.Nombre);
  if (!nombre) errores.Nombre = M.ingreseNombre;
  else if (nombre.length > LARGO_NOMBRE_CANAL) errores.Nombre = M.nombreLargo;
  const url = problemaDeUrl(form.Url);
  if (url) errores.Url = url;
  return errores;
}

export const canalDatos = (Id: number, form: CanalForm): CanalCuerpo & { Id: number } => ({
  Id,
  HabitacionId: idElegido(form.HabitacionId) ?? 0,
  Nombre: limpio(form.Nombre),
  Url: limpio(form.Url),
  Activo: form.Activo,
});
