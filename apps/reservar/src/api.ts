import type { DisponibilidadTipoHabitacion, HotelPublico, ReservaWebCuerpo, ReservaWebDetalle, ReservaWebRespuesta } from '@recepcion/contracts';

/**
 * The public calls of the booking page (`/api/Publico/...`, no session). A refusal carries the
 * API's Spanish `{Message}`; a call that never got an answer has status 0.
 */
export class ErrorApi extends Error {
  constructor(
    readonly status: number,
    /** The API's own message, when it sent one. */
    readonly mensaje?: string,
  ) {
    super(mensaje ?? `HTTP ${status}`);
  }
}

/** Mutating calls need this header (the API refuses them without it). */
/** How long a call may take before the page calls it lost. */
const ESPERA_MS = 30_000;

const CABECERAS_ESCRITURA = { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion' };

async function llamar<T>(url: string, init: RequestInit = {}): Promise<T> {
  let respuesta: Response;
  try {
    // A call that hangs is a lost connection: the guest may retry (a booking with the same key).
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ESPERA_MS) : undefined;
    respuesta = await fetch(url, { credentials: 'same-origin', ...init, signal, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ErrorApi(0);
  }
  const texto = await respuesta.text().catch(() => '');
  let cuerpo: unknown;
  try {
    cuerpo = texto ? JSON.parse(texto) : undefined;
  } catch {
    cuerpo = undefined;
  }
  if (!respuesta.ok) {
    const mensaje = (cuerpo as { Message?: unknown } | undefined)?.Message;
    throw new ErrorApi(respuesta.status, typeof mensaje === 'string' && mensaje ? mensaje : undefined);
  }
  return cuerpo as T;
}

const s = encodeURIComponent;

export const api = {
  hotel: (slug: string) => llamar<HotelPublico>(`/api/Publico/${s(slug)}`),
  disponibilidad: (slug: string, desde: string, hasta: string, adultos: number, ninos: number) =>
    llamar<DisponibilidadTipoHabitacion[]>(`/api/Publico/${s(slug)}/Disponibilidad/${desde}/${hasta}/${adultos}?ninos=${ninos}`),
  reservar: (slug: string, cuerpo: ReservaWebCuerpo, claveIdempotencia: string) =>
    llamar<ReservaWebRespuesta>(`/api/Publico/${s(slug)}/Reservas`, {
      method: 'POST',
      headers: { ...CABECERAS_ESCRITURA, 'Idempotency-Key': claveIdempotencia },
      body: JSON.stringify(cuerpo),
    }),
  reserva: (token: string) => llamar<ReservaWebDetalle>(`/api/Publico/Reservas/${s(token)}`),
  /** An empty JSON object: a JSON content type with no body at all is a 400 on Fastify. */
  anular: (token: string) => llamar<ReservaWebDetalle>(`/api/Publico/Reservas/${s(token)}/Anular`, { method: 'POST', headers: CABECERAS_ESCRITURA, body: '{}' }),
};

/** A fresh Idempotency-Key (a v4 UUID), also where `crypto.randomUUID` is missing (a non-secure frame). */
export function nuevaClave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const x = [...b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
