import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { errorConfirmacion, errorContrasenaNueva, only } from '../../../forms/rules';

export interface RestablecerForm extends Record<string, string> {
  nueva: string;
  repetir: string;
}

/** The reset page: a new password of at least 6, repeated. */
export function validarRestablecer(form: RestablecerForm) {
  return only({
    nueva: errorContrasenaNueva(form.nueva),
    repetir: errorConfirmacion(form.nueva, form.repetir),
  });
}

export const RESTABLECER_SERVER_FIELDS: Partial<Record<string, keyof RestablecerForm & string>> = {
  [M.faltaContrasena]: 'nueva',
  [M.contrasenaCorta]: 'nueva',
};
