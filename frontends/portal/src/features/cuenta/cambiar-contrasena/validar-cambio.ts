import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { errorConfirmacion, errorContrasenaNueva, only } from '../../../forms/rules';

export interface CambioForm extends Record<string, string> {
  actual: string;
  nueva: string;
  repetir: string;
}

/** Change password (spec section 5): current, new of at least 6, repeat; new and repeat equal. */
export function validarCambio(form: CambioForm) {
  return only({
    actual: form.actual === '' ? M.faltaContrasenaActual : undefined,
    nueva: errorContrasenaNueva(form.nueva),
    repetir: errorConfirmacion(form.nueva, form.repetir),
  });
}

export const CAMBIO_SERVER_FIELDS: Partial<Record<string, keyof CambioForm & string>> = {
  [M.faltaContrasenaActual]: 'actual',
  [M.faltaContrasena]: 'nueva',
  [M.contrasenaCorta]: 'nueva',
};
