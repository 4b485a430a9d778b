import { MENSAJES_CUENTA } from '@recepcion/contracts';

/** The area's own texts: spec section 8 (toasts, confirmation) and the page's refusals. */
export const MENSAJES = {
  guardado: 'Guardado con éxito',
  eliminado: 'Eliminado con éxito',
  confirmarEliminar: '¿Confirma que desea eliminar este registro?',
  /** Spec section 6: hotel users edit other hotel users, not themselves (the server refuses it too). */
  cambiarTipoPropio: MENSAJES_CUENTA.cambiarTipoPropio,
} as const;
