/** Success toasts of spec section 8 for accounts, word for word. */
export const EXITO_CUENTA = {
  registrado: 'Registrado con éxito',
  configurado: 'Configurado con éxito',
  contrasenaCambiada: 'Contraseña cambiada con éxito',
} as const;
