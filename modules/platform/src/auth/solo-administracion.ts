import { mensajeSinPermisoTipo, puedeEscribir } from '@recepcion/contracts';
import { requestContext } from '../context/request-context';
import { SinPermisoError } from '../errors/domain-errors';

/**
 * For a read only administrators may make (a secret like a feed's address, a setting only they
 * change): reading is otherwise open to every user type. Others get the 403 of a write above them.
 */
export function soloAdministracion(): void {
  const tipo = requestContext.require().tipoUsuario ?? '';
  if (!puedeEscribir(tipo, 'administracion')) throw new SinPermisoError(mensajeSinPermisoTipo(tipo));
}
