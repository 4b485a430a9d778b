import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { errorConfirmacion, errorContrasenaNueva, only, vacio } from '../../../forms/rules';

export interface CuentaNuevaForm extends Record<string, string> {
  nombre: string;
  password: string;
  confirmacion: string;
}

/** The account made on an invitation's page: a name, a password of at least 6 (an own account's, spec section 9), repeated. */
export function validarCuentaNueva(form: CuentaNuevaForm) {
  return only({
    nombre: vacio(form.nombre) ? M.faltaNombre : undefined,
    password: errorContrasenaNueva(form.password),
    confirmacion: errorConfirmacion(form.password, form.confirmacion),
  });
}

/** Where the server's 400 messages belong. */
export const CUENTA_NUEVA_SERVER_FIELDS: Partial<Record<string, keyof CuentaNuevaForm & string>> = {
  [M.faltaNombre]: 'nombre',
  [M.faltaContrasena]: 'password',
  [M.contrasenaCorta]: 'password',
};
