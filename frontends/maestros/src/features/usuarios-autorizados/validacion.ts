import { MENSAJES_CUENTA as M } from '@recepcion/contracts';

/** The field that failed and why; fields in the order the form shows them. */
export type Errores<Campo extends string> = Partial<Record<Campo, string>>;

export const CONTRASENA_MINIMA_USUARIO = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validarEmail(email: string): string | undefined {
  const limpio = email.trim();
  if (limpio === '') return M.faltaEmail;
  if (!EMAIL.test(limpio)) return M.emailInvalido;
  return undefined;
}

export interface NuevoUsuarioForm {
  nombre: string;
  email: string;
  password: string;
  confirmacion: string;
}

/** Spec section 5, "Create hotel user": name, e-mail, password of at least 8, equal confirmation. */
export function validarNuevoUsuario(form: NuevoUsuarioForm): Errores<keyof NuevoUsuarioForm> {
  const errores: Errores<keyof NuevoUsuarioForm> = {};
  if (form.nombre.trim() === '') errores.nombre = M.faltaNombre;
  const email = validarEmail(form.email);
  if (email) errores.email = email;
  if (form.password === '') errores.password = M.faltaContrasena;
  else if (form.password.length < CONTRASENA_MINIMA_USUARIO) errores.password = M.contrasenaCortaUsuario;
  if (form.confirmacion === '') errores.confirmacion = M.faltaConfirmacion;
  else if (form.confirmacion !== form.password) errores.confirmacion = M.contrasenasDistintas;
  return errores;
}

/** Spec section 5, "Hotel user": the e-mail is required. */
export function validarDarAcceso(form: { email: string }): Errores<'email'> {
  const email = validarEmail(form.email);
  return email ? { email } : {};
}

export function primerError<Campo extends string>(errores: Errores<Campo>, orden: readonly Campo[]): Campo | undefined {
  return orden.find((campo) => errores[campo]);
}

/**
 * The field a refusal of the server is about ('No existe un usuario con ese correo' → email),
 * so the dialog marks it too; other refusals only show as the error toast.
 */
export function campoDeLaNegativa(mensaje: string): 'nombre' | 'email' | 'password' | undefined {
  if (mensaje === M.faltaNombre) return 'nombre';
  if (([M.faltaEmail, M.emailInvalido, M.emailRegistrado, M.usuarioYaTieneAcceso] as string[]).includes(mensaje)) return 'email';
  if (([M.faltaContrasena, M.contrasenaCortaUsuario] as string[]).includes(mensaje)) return 'password';
  return undefined;
}
