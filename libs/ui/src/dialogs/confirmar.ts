import { elegir } from './elegir';

export const TITULO_CONFIRMAR = 'Confirmar';

/**
 * Asks the user to confirm (`'¿Confirma que desea eliminar este registro?'`). Resolves true for
 * Aceptar, false for Cancelar, Esc or the close button; Cancelar has the focus, so Enter alone never deletes.
 */
export async function confirmar(mensaje: string, titulo: string = TITULO_CONFIRMAR): Promise<boolean> {
  return (await elegir(mensaje, titulo, [{ valor: true, texto: 'Aceptar', principal: true }])) === true;
}
