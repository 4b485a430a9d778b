import { MENSAJES_CUENTA as M } from '@recepcion/contracts';

/** Spec section 9: own account passwords have at least 6 characters. */
export const CONTRASENA_MINIMA = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const vacio = (value: string) => value.trim() === '';

/** Required e-mail with a plausible form. */
export function errorEmail(email: string): string | undefined {
  if (vacio(email)) return M.faltaEmail;
  if (!EMAIL.test(email.trim())) return M.emailInvalido;
  return undefined;
}

/** A new password: required, at least 6 characters. */
export function errorContrasenaNueva(password: string): string | undefined {
  if (password === '') return M.faltaContrasena;
  if (password.length < CONTRASENA_MINIMA) return M.contrasenaCorta;
  return undefined;
}

/** The repeated password: required and equal to the first. */
export function errorConfirmacion(password: string, confirmacion: string): string | undefined {
  if (confirmacion === '') return M.faltaConfirmacion;
  if (password !== confirmacion) return M.contrasenasDistintas;
  return undefined;
}

/** Drops the fields without a message. */
export function only<T extends Record<string, string | undefined>>(errors: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<keyof T, string>>;
}
