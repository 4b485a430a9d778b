/**
 * A stand-in for `fetch` answering the API by method and path ('POST /api/Cuenta/Login'),
 * recording every call. Unknown routes answer 404; the client log answers 200.
 */
import type { Configuracion, SesionRespuesta, UsuarioSesion } from '@recepcion/contracts';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Route = FakeAnswer | ((body: unknown) => FakeAnswer);

export interface RecordedCall {
  method: string;
  url: string;
  body?: unknown;
}

export function installFakeApi(routes: Record<string, Route> = {}) {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer = url === '/api/Logger' ? { status: 200 } : route === undefined ? { status: 404 } : typeof route === 'function' ? route(body) : route;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null) },
      text: async () => text,
    } as unknown as Response;
  }) as unknown as typeof fetch;

  return {
    calls,
    /** The bodies sent to one route, in order. */
    bodies: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key).map((call) => call.body),
    called: (key: string) => calls.some((call) => `${call.method} ${call.url}` === key),
  };
}

export const CONFIG: Configuracion = {
  Id: 3,
  HotelId: 7,
  Nombre: 'Hotel Sur',
  MonedaId: 'CLP',
  TipoImpuestoId: 1,
  ImpuestoIncluido: true,
  TipoImpuestoSAId: null,
  ImpuestoIncluidoSA: true,
  PrecioHabitacionPorPersona: false,
  PrecioRegimenPorPersona: true,
  Encabezado: null,
  PaisId: 35,
  Configurado: true,
  Email: 'ana@hotelsur.cl',
};

export const USUARIO: UsuarioSesion = { Id: 4, Nombre: 'Ana', Email: 'ana@hotelsur.cl', EsOperador: false };

export function sesion({ configurado = true, operador = false } = {}): SesionRespuesta {
  return {
    hotel_id: 7,
    user_id: 4,
    config: { ...CONFIG, Configurado: configurado },
    usuario: { ...USUARIO, EsOperador: operador },
  };
}

/** The startup call's answer for a signed-in user. */
export function apertura(options: { configurado?: boolean; operador?: boolean } = {}) {
  const { config, usuario } = sesion(options);
  return { ...config, Usuario: usuario };
}

export const PAISES = [
  { Id: 35, Nombre: 'Chile', MonedaId: 'CLP' },
  { Id: 8, Nombre: 'Argentina', MonedaId: 'ARS' },
];

export const MONEDAS = [
  { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false },
  { IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true },
];

export function clearCookies(): void {
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
}
