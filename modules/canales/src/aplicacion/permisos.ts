import { mensajeSinPermisoTipo, puedeEscribir } from '@recepcion/contracts';
import { requestContext, SinPermisoError } from '@recepcion/platform';

/**
 * Feed addresses are secrets (a channel's export URL, our own feed's token): only an
 * administrator reads them, though reading is otherwise open to every user type.
 */
export function soloAdministracion(): void {
  const tipo = requestContext.require().tipoUsuario ?? '';
  if (!puedeEscribir(tipo, 'administracion')) throw new SinPermisoError(mensajeSinPermisoTipo(tipo));
}
