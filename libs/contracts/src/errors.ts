/** Body shapes of the spec's error catalogue (section 8). */
export interface ApiErrorBody {
  Message: string;
  detailedMessage?: string;
}

export const MENSAJE_NO_ENCONTRADO = 'No se encontro';
export const MENSAJE_ERROR_INTERNO = 'Ocurrió un error en el servidor';
export const MENSAJE_SESION_EXPIRADA = 'Vuelva a iniciar sesión';
/**
 * The start-up call's detailed message when the hotel the UI names is not the session's or has no
 * configuration (spec section 8): the UI logs the user out. Its 404 says `No se encontro` as any other.
 */
export const MENSAJE_CONFIGURACION_NO_ENCONTRADA = 'No se ha encontrado';
/**
 * 409 when the page that sends a request shows another hotel than the session's: another tab of
 * the same browser changed the session's hotel (Cambiar de hotel), and a save from this tab would
 * land in a hotel the user is not looking at. The page names its hotel in `CABECERA_HOTEL_PAGINA`.
 */
export const MENSAJE_HOTEL_CAMBIADO = 'La sesión cambió de hotel en otra pestaña. Recargue la página para seguir; no se guardó nada.';
/** The request header with the hotel the page was loaded for (a check of the tab's view, never proof of access). */
export const CABECERA_HOTEL_PAGINA = 'X-Hotel-Pagina';
export const MENSAJE_CONFLICTO = 'La reserva fue modificada por otro usuario. Vuelva a cargarla e intente de nuevo.';
export const MENSAJE_SOLICITUD_INVALIDA = 'La solicitud no es válida';
/** 408: the request's headers and body did not arrive within the server's time (a client sending them a byte at a time). */
export const MENSAJE_SOLICITUD_LENTA = 'La solicitud tardó demasiado en llegar';
/** 431: headers larger than the server reads. */
export const MENSAJE_CABECERAS_DEMASIADO_GRANDES = 'Las cabeceras de la solicitud son demasiado grandes';
/** 422: an Idempotency-Key already used for a request with another body (the IETF Idempotency-Key draft, as Stripe does). */
export const MENSAJE_IDEMPOTENCIA_REUTILIZADA = 'Esta clave Idempotency-Key ya se usó con otros datos: use una clave nueva para otra operación';
export const MENSAJE_SIN_PERMISO = 'No tiene permiso para esta operación';
export const MENSAJE_DEMASIADAS_SOLICITUDES = 'Demasiadas solicitudes. Intente nuevamente en unos minutos.';
/** Text with a NUL character or half of a UTF-16 surrogate pair (no field of ours can hold it). */
export const MENSAJE_CARACTERES_NO_VALIDOS = 'El texto enviado contiene caracteres no válidos';
/** A body nested deeper than any request of ours. */
export const MENSAJE_CONTENIDO_DEMASIADO_ANIDADO = 'El contenido enviado tiene demasiados niveles';
/** A number no field of ours can hold. */
export const MENSAJE_NUMERO_FUERA_DE_RANGO = 'Un número enviado está fuera de rango';
