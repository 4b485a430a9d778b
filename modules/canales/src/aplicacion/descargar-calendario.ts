import { request as pedirHttp, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as pedirHttps } from 'node:https';
import { LIMITES_CANALES, MENSAJES_CANALES } from '@recepcion/contracts';
import { crearLookupSeguro, type DireccionPermitida, DireccionProhibidaError, hostPermitido, permitidaPara, sinCorchetes } from './direcciones-prohibidas';

/** A URL with a user or password in it (the credentials would travel to every redirect). */
export const MENSAJE_URL_CON_CREDENCIALES = MENSAJES_CANALES.urlConCredenciales;

/** A pull that could not bring the feed; the message is the Spanish one the feed's status shows. */
export class DescargaFallidaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DescargaFallidaError';
  }
}

export interface OpcionesDescarga {
  /** Allow loopback and private addresses (`CANALES_PERMITIR_RED_LOCAL=true`: tests and the demo). */
  permitirRedLocal?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirecciones?: number;
}

export interface Descarga {
  texto: string;
  estado: number;
  urlFinal: string;
  etag: string | null;
}

const PROTOCOLOS = new Set(['http:', 'https:']);
const REDIRECCIONES = new Set([301, 302, 303, 307, 308]);
const CABECERAS = { 'User-Agent': 'Recepcion-Canales/1.0', Accept: 'text/calendar, */*;q=0.5' };
const SIN_RESOLVER = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL', 'ENODATA']);

/** A URL the form may save, or the Spanish reason it may not. Pure: addresses are judged when pulling. */
export function problemaDeUrl(url: string): string | null {
  if (url.trim() === '') return MENSAJES_CANALES.ingreseUrl;
  let destino: URL;
  try {
    destino = new URL(url.trim());
  } catch {
    return MENSAJES_CANALES.urlNoValida;
  }
  if (!PROTOCOLOS.has(destino.protocol) || destino.hostname === '') return MENSAJES_CANALES.urlNoValida;
  if (destino.username !== '' || destino.password !== '') return MENSAJE_URL_CON_CREDENCIALES;
  return null;
}

/**
 * GETs an external iCalendar feed, following up to `maxRedirecciones` redirects, within one
 * overall deadline and byte cap, connecting only to addresses `permitida` accepts (by default:
 * public ones, and the local network with `permitirRedLocal`). Fails with DescargaFallidaError.
 */
export async function descargarCalendario(
  url: string,
  opciones: OpcionesDescarga = {},
  permitida: DireccionPermitida = permitidaPara(opciones.permitirRedLocal === true),
): Promise<Descarga> {
  const problema = problemaDeUrl(url);
  if (problema) throw new DescargaFallidaError(problema);
  const limites = {
    maxBytes: opciones.maxBytes ?? LIMITES_CANALES.maxBytes,
    maxRedirecciones: opciones.maxRedirecciones ?? LIMITES_CANALES.maxRedirecciones,
  };
  const plazo = new AbortController();
  const temporizador = setTimeout(() => plazo.abort(), opciones.timeoutMs ?? LIMITES_CANALES.timeoutMs);
  try {
    let actual = new URL(url.trim());
    for (let saltos = 0; ; saltos++) {
      const respuesta = await pedir(actual, permitida, limites.maxBytes, plazo.signal).catch((error: unknown) => {
        throw error instanceof DescargaFallidaError ? error : new DescargaFallidaError(mensajeDeError(error));
      });
      if (!('redireccion' in respuesta)) return respuesta;
      if (saltos >= limites.maxRedirecciones) throw new DescargaFallidaError(MENSAJES_CANALES.demasiadasRedirecciones);
      actual = siguienteUrl(actual, respuesta.redireccion);
    }
  } finally {
    clearTimeout(temporizador);
  }
}

/** Where a redirect leads; another scheme or a URL the form would refuse is no permitted address. */
function siguienteUrl(actual: URL, location: string): URL {
  let siguiente: URL;
  try {
    siguiente = new URL(location, actual);
  } catch {
    throw new DescargaFallidaError(MENSAJES_CANALES.direccionNoPermitida);
  }
  if (problemaDeUrl(siguiente.href) !== null) throw new DescargaFallidaError(MENSAJES_CANALES.direccionNoPermitida);
  return siguiente;
}

type Respuesta = Descarga | { redireccion: string };

/** One request: a redirect to follow, the feed, or a DescargaFallidaError. */
function pedir(url: URL, permitida: DireccionPermitida, maxBytes: number, plazo: AbortSignal): Promise<Respuesta> {
  if (!hostPermitido(url.hostname, permitida)) return Promise.reject(new DescargaFallidaError(MENSAJES_CANALES.direccionNoPermitida));
  if (plazo.aborted) return Promise.reject(new DescargaFallidaError(MENSAJES_CANALES.sinRespuesta));
  return new Promise<Respuesta>((resolver, rechazar) => {
    const opciones: RequestOptions = {
      method: 'GET',
      protocol: url.protocol,
      hostname: sinCorchetes(url.hostname),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: CABECERAS,
      lookup: crearLookupSeguro(permitida),
      // A pooled socket was checked under another caller's rule: every download opens its own.
      agent: false,
    };
    const solicitud = (url.protocol === 'https:' ? pedirHttps : pedirHttp)(opciones);
    const fallar = (mensaje: string) => {
      plazo.removeEventListener('abort', vencer);
      solicitud.destroy();
      rechazar(new DescargaFallidaError(mensaje));
    };
    const vencer = () => fallar(MENSAJES_CANALES.sinRespuesta);
    plazo.addEventListener('abort', vencer, { once: true });
    solicitud.on('error', (error) => fallar(mensajeDeError(error)));
    solicitud.on('response', (respuesta) => {
      const estado = respuesta.statusCode ?? 0;
      const location = respuesta.headers.location;
      if (REDIRECCIONES.has(estado) && location) {
        plazo.removeEventListener('abort', vencer);
        respuesta.destroy();
        return resolver({ redireccion: location });
      }
      if (estado < 200 || estado > 299) return fallar(MENSAJES_CANALES.respuestaHttp(estado));
      if (Number(respuesta.headers['content-length'] ?? 0) > maxBytes) return fallar(MENSAJES_CANALES.demasiadoGrande);
      leerCuerpo(respuesta, maxBytes).then(
        (texto) => {
          plazo.removeEventListener('abort', vencer);
          resolver({ texto, estado, urlFinal: url.href, etag: respuesta.headers.etag ?? null });
        },
        (error: unknown) => fallar(error instanceof DescargaFallidaError ? error.message : mensajeDeError(error)),
      );
    });
    solicitud.end();
  });
}

/** The body as UTF-8 (BOM dropped), failing as soon as it passes `maxBytes`. */
function leerCuerpo(respuesta: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const partes: Buffer[] = [];
    let bytes = 0;
    respuesta.on('data', (parte: Buffer) => {
      bytes += parte.length;
      if (bytes > maxBytes) {
        respuesta.destroy();
        return rechazar(new DescargaFallidaError(MENSAJES_CANALES.demasiadoGrande));
      }
      partes.push(parte);
    });
    respuesta.on('end', () => resolver(new TextDecoder('utf-8').decode(Buffer.concat(partes))));
    respuesta.on('error', rechazar);
    respuesta.on('close', () => {
      if (!respuesta.complete) rechazar(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    });
  });
}

function mensajeDeError(error: unknown): string {
  if (error instanceof DireccionProhibidaError) return MENSAJES_CANALES.direccionNoPermitida;
  const codigo = (error as NodeJS.ErrnoException | null)?.code;
  if (codigo && SIN_RESOLVER.has(codigo)) return MENSAJES_CANALES.noSeResuelve;
  return MENSAJES_CANALES.conexionFallida;
}
