export { api, apiUrl, definirHotelDeLaPagina, onApiError, reportApiError, type ApiErrorListener, type QueryValue, type RequestOptions } from './api-client';
export { ApiError } from './api-error';
export { errorMessage, MENSAJE_SIN_CONEXION } from './error-message';
export { installClientErrorLogging, logClientError, sendClientLog, type ClientLogEntry } from './client-log';
export { GO_HOME_DELAY_MS, INIT_LOGIN_COOKIE, LOGIN_COOKIES, onSessionExpired, setGoHome } from './session-expiry';
export { clearCookie } from './cookies';
export { readCookie } from './cookies';
export { onDatosAl, type AvisoDatosAl, type DatosAlListener } from './datos-al';
export { ADELANTADAS_GLOBAL } from './adelantadas';
