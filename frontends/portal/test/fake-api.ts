/**
 * A stand-in for `fetch` answering the API by method and path ('POST /api/Cuenta/Login'),
 * recording every call. Unknown routes answer 404; the client log answers 200.
 */
import type { Configuracion, SesionRespuesta, UsuarioSesion } from '@recepcion/contracts';
import { configuracionPrueba, installFetchFalso, type FakeAnswer, type RecordedCall } from '@recepcion/testing-web';

export { clearCookies } from '@recepcion/testing-web';

type Route = FakeAnswer | ((body: unknown) => FakeAnswer);

export function installFakeApi(routes: Record<string, Route> = {}) {
  const servir = ({ method, url, body }: RecordedCall): FakeAnswer => {
    const route = routes[`${method} ${url}`];
    return url === '/api/Logger' ? { status: 200 } : route === undefined ? { status: 404 } : typeof route === 'function' ? route(body) : route;
  };
  const { calls } = installFetchFalso({ servir });
  return {
    calls,
    /** The bodies sent to one route, in order. */
    bodies: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key).map((call) => call.body),
    called: (key: string) => calls.some((call) => `${call.method} ${call.url}` === key),
  };
}

export const CONFIG: Configuracion = configuracionPrueba({ PrecioRegimenPorPersona: true, Email: 'ana@hotelsur.cl' });

export const USUARIO: UsuarioSesion = { Id: 4, Nombre: 'Ana', Email: 'ana@hotelsur.cl', EsOperador: false, TipoUsuario: 'AD' };

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
