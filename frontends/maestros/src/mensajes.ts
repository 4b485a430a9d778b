import { MENSAJES_CUENTA } from '@recepcion/contracts';

/** The area's own texts: spec section 8 (toasts, confirmation) and the page's refusals. */
export const MENSAJES = {
  guardado: 'Guardado con éxito',
  eliminado: 'Eliminado con éxito',
  confirmarEliminar: '¿Confirma que desea eliminar este registro?',
  /** Spec section 6: hotel users edit other hotel users, not themselves (the server refuses it too). */
  cambiarTipoPropio: MENSAJES_CUENTA.cambiarTipoPropio,
  // Not in the spec's text; written in its voice.
  /** Inline editing goes one row at a time (spec section 2). */
  terminarEdicion: 'Termine o cancele la edición de la fila actual',
  /** A price line's PaxMax, as the server words it. */
  paxMax: 'La cantidad máxima de pasajeros debe ser un número entero mayor que 0',
} as const;
