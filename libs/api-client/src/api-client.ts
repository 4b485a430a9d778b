import { CABECERA_DATOS_AL, CABECERA_HOTEL_PAGINA } from '@recepcion/contracts';
import { tomarAdelantada } from './adelantadas';
import { ApiError } from './api-error';
import { LOGGER_PATH, sendClientLog } from './client-log';
import { avisarDatosAl } from './datos-al';
import { errorMessage, MENSAJE_SIN_CONEXION } from './error-message';
import { REQUESTED_WITH_HEADER } from './headers';
import { endExpiredSession, isSessionExpired } from './session-expiry';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended as the query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows the error itself: no onApiError listeners, no client log. */
  silent?: boolean;
}

export type ApiErrorListener = (error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

let hotelDeLaPagina: () => number | undefined = () => undefined;

/**
 * The session store names the hotel this page shows; every request then carries it
 * (`CABECERA_HOTEL_PAGINA`), and the server refuses one from a tab left on another hotel.
 */
export function definirHotelDeLaPagina(hotel: () => number | undefined): void {
  hotelDeLaPagina = hotel;
}

/**
 * Subscribes to the errors the user should see (the portal shows them as toasts; api-client may
 * not import the UI kit). Returns the unsubscribe function.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `ReservasB` → `/api/ReservasB`; paths starting with '/' or a scheme are used as they are. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = /^(\/|https?:)/.test(path) ? path : `/api/${path}`;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== null && value !== undefined) params.append(key, String(value));
  });
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...REQUESTED_WITH_HEADER, ...options.headers };
  const hasBody = body !== undefined;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (hasBody && !isForm) headers['Content-Type'] = 'application/json';
  const hotel = hotelDeLaPagina();
  if (hotel) headers[CABECERA_HOTEL_PAGINA] = String(hotel);

  // A plain GET the page already started (index.html) takes that answer: same URL, same headers.
  const adelantada = method === 'GET' && !options.headers && !options.signal ? tomarAdelantada(url) : undefined;
  let response: Response;
  try {
    response = await (adelantada ?? fetch(url, {
      method,
      credentials: 'same-origin',
      headers,
      body: hasBody ? (isForm ? (body as FormData) : JSON.stringify(body)) : undefined,
      signal: options.signal,
    }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw report(new ApiError(0, MENSAJE_SIN_CONEXION, undefined, `${method} ${url}`), options);
  }

  const data = await readBody(response);
  if (response.ok) {
    avisarDatosAl(path, response.headers.get(CABECERA_DATOS_AL));
    return data as T;
  }

  const error = new ApiError(response.status, errorMessage(response.status, response.statusText, data), data, `${method} ${url}`);
  if (isSessionExpired(response.status, data)) endExpiredSession();
  throw report(error, options);
}

/**
 * Shows (through the listeners) and logs an error a silent call left to its caller, once the caller
 * has decided the user should see it (the start-up call: every failure but the one that logs out).
 */
export function reportApiError(error: ApiError): void {
  report(error, {});
}

/** Shows (through the listeners) and logs an error, then hands it back to be thrown. */
function report(error: ApiError, options: RequestOptions): ApiError {
  if (options.silent) return error;
  listeners.forEach((listener) => {
    try {
      listener(error);
    } catch {
      // A broken listener must not hide the error from the caller.
    }
  });
  if (!error.request?.includes(LOGGER_PATH)) {
    void sendClientLog({ message: error.mensaje, tag: `${error.request} ${error.status}`, category: 'api' });
  }
  return error;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The product's one HTTP client. Paths are relative to `/api/` unless they start with '/'. */
export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
