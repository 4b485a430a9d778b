/** Body shapes of the spec's error catalogue (section 8). */
export interface ApiErrorBody {
  Message: string;
  detailedMessage?: string;
}

export const MENSAJE_NO_ENCONTRADO = 'No se encontro';
export const MENSAJE_ERROR_INTERNO = 'Ocurrió un error en el servidor';
export const MENSAJE_SESION_EXPIRADA = 'Vuelva a iniciar sesión';
export const MENSAJE_CONFLICTO = 'La reserva fue modificada por otro usuario. Vuelva a cargarla e intente de nuevo.';
export const MENSAJE_SOLICITUD_INVALIDA = 'La solicitud no es válida';
export const MENSAJE_SIN_PERMISO = 'No tiene permiso para esta operación';
export const MENSAJE_DEMASIADAS_SOLICITUDES = 'Demasiadas solicitudes. Intente nuevamente en unos minutos.';
