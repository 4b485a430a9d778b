import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { errorConfirmacion, errorContrasenaNueva, errorEmail, only, vacio } from '../../../forms/rules';

export interface RegistroForm extends Record<string, string> {
  nombre: string;
  email: string;
  password: string;
  confirmacion: string;
  nombreHotel: string;
  paisId: string;
}

/**
 * Registration (spec section 5): name, e-mail, password of at least 6, confirmation, hotel name
 * and country are required; the passwords must be equal.
 */
export function validarRegistro(form: RegistroForm) {
  return only({
    nombre: vacio(form.nombre) ? M.faltaNombre : undefined,
    email: errorEmail(form.email),
    password: errorContrasenaNueva(form.password),
    confirmacion: errorConfirmacion(form.password, form.confirmacion),
    nombreHotel: vacio(form.nombreHotel) ? M.faltaNombreHotel : undefined,
    paisId: form.paisId === '' ? M.faltaPais : undefined,
  });
}

/** Where the server's 400 messages belong. */
export const REGISTRO_SERVER_FIELDS: Partial<Record<string, keyof RegistroForm & string>> = {
  [M.faltaNombre]: 'nombre',
  [M.faltaEmail]: 'email',
  [M.emailInvalido]: 'email',
  [M.emailRegistrado]: 'email',
  [M.faltaContrasena]: 'password',
  [M.contrasenaCorta]: 'password',
  [M.faltaNombreHotel]: 'nombreHotel',
  [M.faltaPais]: 'paisId',
  [M.paisDesconocido]: 'paisId',
};
