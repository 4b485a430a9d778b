import { api, onApiError, setGoHome, type ApiError } from '@recepcion/api-client';
import type { AperturaRespuesta, SesionRespuesta } from '@recepcion/contracts';
import { configuracionDePrueba, usuarioDePrueba } from '../test/sesion-de-prueba';
import { session, SessionStore } from './session-store';

const config = configuracionDePrueba();
const usuario = usuarioDePrueba;

/** jsdom has no Response: answer with the few members the API client reads. */
function responder(status: number, body: unknown) {
  const text = JSON.stringify(body);
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  });
}

/** Answers the calls in order, one response each. */
function responderEnOrden(...respuestas: [number, unknown][]) {
  const fetch = jest.fn();
  for (const [status, body] of respuestas) {
    const text = JSON.stringify(body);
    fetch.mockResolvedValueOnce({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    });
  }
  globalThis.fetch = fetch;
  return fetch;
}

beforeEach(() => {
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; path=/; max-age=0`));
});

describe('SessionStore', () => {
  it('is anonymous without the hotel cookie, and asks the server nothing', async () => {
    globalThis.fetch = jest.fn();
    const store = new SessionStore();
    expect((await store.iniciar()).estado).toBe('anonimo');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('is configured when the server answers the hotel configuration', async () => {
    document.cookie = 'h=7; path=/';
    const apertura: AperturaRespuesta = { ...config, Usuario: usuario };
    responder(200, apertura);
    const store = new SessionStore();
    const vistos: string[] = [];
    store.subscribe((s) => vistos.push(s.estado));
    const sesion = await store.iniciar();
    expect(sesion).toMatchObject({ estado: 'configurado', hotelId: 7, usuario: { Nombre: 'Ana' } });
    expect(vistos).toEqual(['configurado']);
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/Apertura/Configuracion/7');
  });

  it('falls back to anonymous when the server refuses the session', async () => {
    document.cookie = 'h=7; path=/';
    responder(500, { Message: 'Vuelva a iniciar sesión', detailedMessage: 'Vuelva a iniciar sesión' });
    jest.useFakeTimers();
    const store = new SessionStore();
    expect((await store.iniciar()).estado).toBe('anonimo');
    jest.useRealTimers();
  });

  describe('when the start-up call fails (spec section 8)', () => {
    let mostrados: string[];
    let dejar: () => void;
    beforeEach(() => {
      mostrados = [];
      dejar = onApiError((error: ApiError) => mostrados.push(error.mensaje));
    });
    afterEach(() => dejar());

    it("logs the user out on the detailed message 'No se ha encontrado': the server's session ends and the UI cookies go, with no error shown", async () => {
      document.cookie = 'h=7; path=/';
      document.cookie = 'u=4; path=/';
      const fetch = responderEnOrden([404, { Message: 'No se encontro', detailedMessage: 'No se ha encontrado' }], [200, { Message: 'Sesión cerrada' }]);
      const store = new SessionStore();
      expect((await store.iniciar()).estado).toBe('anonimo');
      expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['GET /api/Apertura/Configuracion/7', 'POST /api/Cuenta/Logout']);
      expect(document.cookie).not.toMatch(/\b[hu]=/);
      expect(mostrados).toEqual([]);
    });

    it('does not log out a session that signed in while the call was on its way: it loads the new hotel instead', async () => {
      document.cookie = 'h=7; path=/';
      const fetch = jest.fn();
      const respuesta = (status: number, body: unknown) => ({
        ok: status >= 200 && status < 300,
        status,
        statusText: '',
        headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
        text: async () => JSON.stringify(body),
      });
      // The old hotel's answer arrives after a sign-up has set the new hotel's cookie.
      fetch.mockImplementationOnce(async () => {
        document.cookie = 'h=9; path=/';
        return respuesta(404, { Message: 'No se encontro', detailedMessage: 'No se ha encontrado' });
      });
      fetch.mockResolvedValueOnce(respuesta(200, { ...config, HotelId: 9, Nombre: 'Hotel Norte', Usuario: usuario }));
      globalThis.fetch = fetch;
      const store = new SessionStore();
      expect(await store.iniciar()).toMatchObject({ estado: 'configurado', hotelId: 9, config: { Nombre: 'Hotel Norte' } });
      expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['GET /api/Apertura/Configuracion/7', 'GET /api/Apertura/Configuracion/9']);
      expect(mostrados).toEqual([]);
    });

    it.each([
      [500, { Message: 'Ocurrió un error en el servidor', detailedMessage: 'Ocurrió un error en el servidor (referencia r-1)' }, 'Ocurrió un error en el servidor (referencia r-1)'],
      [404, { Message: 'No se encontro' }, 'No se encontro'],
      [503, undefined, 'Error 503'],
    ])('marks the user unauthenticated and shows the error of any other failure (%s), without logging out', async (status, body, mensaje) => {
      document.cookie = 'h=7; path=/';
      const fetch = responderEnOrden([status, body]);
      const store = new SessionStore();
      expect((await store.iniciar()).estado).toBe('anonimo');
      expect(mostrados).toEqual([mensaje]);
      // Shown errors go to the client log too; no logout.
      expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['GET /api/Apertura/Configuracion/7', 'POST /api/Logger']);
    });
  });

  it('is not configured after registration until setup, then configured', () => {
    const store = new SessionStore();
    const respuesta: SesionRespuesta = { hotel_id: 7, user_id: 4, config: { ...config, Configurado: false }, usuario };
    expect(store.establecer(respuesta).estado).toBe('sin-configurar');
    expect(store.actualizarConfig(config).estado).toBe('configurado');
  });

  it('forgets the session and the UI cookies on logout', async () => {
    document.cookie = 'h=7; path=/';
    responder(200, { Message: 'Sesión cerrada' });
    const store = new SessionStore();
    store.establecer({ hotel_id: 7, user_id: 4, config, usuario });
    await store.cerrar();
    expect(store.get().estado).toBe('anonimo');
    expect(document.cookie).not.toMatch(/h=7/);
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/Cuenta/Logout');
  });

  it('turns anonymous when any call finds the session expired', async () => {
    jest.useFakeTimers();
    session.establecer({ hotel_id: 7, user_id: 4, config, usuario });
    responder(500, { Message: 'Error', detailedMessage: 'Vuelva a iniciar sesión' });
    setGoHome(jest.fn());
    await api.get('Reservas/1', { silent: true }).catch(() => undefined);
    expect(session.get().estado).toBe('anonimo');
    jest.useRealTimers();
  });
});
