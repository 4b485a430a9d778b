import { errorEmail, only } from '../../../forms/rules';

export interface RecuperarForm extends Record<string, string> {
  email: string;
}

/** Recovery (spec section 5): the e-mail. */
export function validarRecuperar(form: RecuperarForm) {
  return only({ email: errorEmail(form.email) });
}
