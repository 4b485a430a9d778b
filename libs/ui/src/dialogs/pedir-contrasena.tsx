import { MENSAJES_CUENTA } from '@recepcion/contracts';
import { openDialog } from './open-dialog';
import { RespuestaDialog } from './respuesta-dialog';

export const TITULO_CONTRASENA = 'Contraseña';

/**
 * Asks for a password (check-out with a password...). Resolves with it, or null when the user
 * cancels; an empty password is not accepted.
 */
export function pedirContrasena(mensaje: string, titulo: string = TITULO_CONTRASENA): Promise<string | null> {
  return openDialog<string | null>((close) => (
    <RespuestaDialog
      titulo={titulo}
      mensaje={mensaje}
      etiqueta="Contraseña"
      type="password"
      obligatorio={MENSAJES_CUENTA.faltaContrasena}
      autoComplete="off"
      onAnswer={close}
    />
  ));
}
