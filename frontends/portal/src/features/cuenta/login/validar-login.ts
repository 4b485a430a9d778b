import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { only, vacio } from '../../../forms/rules';

export interface LoginForm extends Record<string, string | boolean> {
  email: string;
  password: string;
  recordar: boolean;
}

/** Login (spec section 5): e-mail and password. */
export function validarLogin(form: LoginForm) {
  return only({
    email: vacio(form.email) ? M.faltaEmail : undefined,
    password: form.password === '' ? M.faltaContrasena : undefined,
  });
}
