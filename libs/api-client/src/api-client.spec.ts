import { installFakeFetch, flushPromises } from '../test/fake-fetch';
import { api, definirHotelDeLaPagina, onApiError } from './api-client';
import { ApiError } from './api-error';
import { resetClientLog } from './client-log';

describe('api client', () => {
  let unsubscribe: () => void = () => undefined;
  const shown: ApiError[] = [];

  beforeEach(() => {
    resetClientLog();
    shown.length = 0;
    unsubscribe = onApiError((error) => shown.push(error));
  });
  afterEach(() => unsubscribe());

  describe('requests', () => {
    it('sends JSON with the same-origin credentials and the X-Requested-With header, relative to /api/', async () => {
      const fake = installFakeFetch(() => ({ status: 200, body: { Id: 7 } }));
      await expect(api.post('ReservasB', { CheckIn: '2026-01-10' })).resolves.toEqual({ Id: 7 });

      expect(fake.calls).toEqual([
        {
          url: '/api/ReservasB',
          method: 'POST',
          credentials: 'same-origin',
          headers: expect.objectContaining({ 'X-Requested-With': 'Recepcion', 'Content-Type': 'application/json' }),
          body: { CheckIn: '2026-01-10' },
        },
      ]);
    });

    it.each([
      ['get', () => api.get('/api/Default/Simple', { query: { a: 1, vacio: null } }), 'GET', '/api/Default/Simple?a=1'],
      ['put', () => api.put('Monedas/3', { Nombre: 'Peso' }), 'PUT', '/api/Monedas/3'],
      ['delete', () => api.delete('Monedas/3'), 'DELETE', '/api/Monedas/3'],
    ])('%s carries the header too', async (_name, call, method, url) => {
      const fake = installFakeFetch(() => ({ status: 204 }));
      await expect(call()).resolves.toBeUndefined();
      expect(fake.calls[0]).toMatchObject({ method, url, credentials: 'same-origin', headers: { 'X-Requested-With': 'Recepcion' } });
    });

    it('names the hotel the page shows, once the session store has one (a tab left behind by a hotel switch is refused)', async () => {
      const fake = installFakeFetch(() => ({ status: 204 }));
      await api.get('Gastos/1');
      expect(fake.calls[0].headers).not.toHaveProperty('X-Hotel-Pagina');
      let hotel: number | undefined = 12;
      definirHotelDeLaPagina(() => hotel);
      try {
        await api.post('Gastos', { Valor: 1 });
        expect(fake.calls[1].headers).toMatchObject({ 'X-Hotel-Pagina': '12' });
        hotel = undefined;
        await api.get('Gastos/1');
        expect(fake.calls[2].headers).not.toHaveProperty('X-Hotel-Pagina');
      } finally {
        definirHotelDeLaPagina(() => undefined);
      }
    });
  });

  describe('error catalogue (spec section 8)', () => {
    it.each([
      ['400: the body Message', 400, 'Bad Request', { Message: 'Falta el nombre' }, 'Falta el nombre'],
      ['404: No se encontro', 404, 'Not Found', { Message: 'Reserva 9 inexistente' }, 'No se encontro'],
      [
        '500: the detailedMessage when present',
        500,
        'Internal Server Error',
        { Message: 'Ocurrió un error en el servidor', detailedMessage: 'Habitación no disponible' },
        'Habitación no disponible',
      ],
      ['500: else the Message', 500, 'Internal Server Error', { Message: 'Ocurrió un error en el servidor' }, 'Ocurrió un error en el servidor'],
      ['other: the status text', 502, 'Bad Gateway', { Message: 'upstream' }, 'Bad Gateway'],
      ['other without status text: the Message', 502, '', { Message: 'Puerta de enlace caída' }, 'Puerta de enlace caída'],
      ['409 (ours): the Spanish Message, not "Conflict"', 409, 'Conflict', { Message: 'La reserva fue modificada' }, 'La reserva fue modificada'],
      ['403 (ours): the Spanish Message', 403, 'Forbidden', { Message: 'No tiene permiso' }, 'No tiene permiso'],
      ['429 (ours): the Spanish Message', 429, 'Too Many Requests', { Message: 'Demasiadas solicitudes' }, 'Demasiadas solicitudes'],
    ])('%s', async (_row, status, statusText, body, expected) => {
      const fake = installFakeFetch((url) => (url === '/api/Logger' ? { status: 200 } : { status, statusText, body }));

      const error = await api.get('Algo').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, mensaje: expected, body });

      expect(shown.map((e) => e.mensaje)).toEqual([expected]);
      await flushPromises();
      expect(fake.logCalls()).toHaveLength(1);
      expect(fake.logCalls()[0].body).toMatchObject({ message: expected, category: 'api', tag: `GET /api/Algo ${status}` });
    });

    it('reports an unreachable server with status 0', async () => {
      installFakeFetch((url) => (url === '/api/Logger' ? { networkError: true } : { networkError: true }));
      await expect(api.get('Algo')).rejects.toMatchObject({ status: 0, mensaje: expect.stringContaining('No se pudo conectar') });
      expect(shown).toHaveLength(1);
    });

    it('leaves silent calls to the caller: nothing shown, nothing logged', async () => {
      const fake = installFakeFetch(() => ({ status: 400, body: { Message: 'La contraseña es incorrecta.' } }));
      await expect(api.post('Cuenta/Login', {}, { silent: true })).rejects.toMatchObject({ mensaje: 'La contraseña es incorrecta.' });
      await flushPromises();
      expect(shown).toHaveLength(0);
      expect(fake.logCalls()).toHaveLength(0);
    });
  });
});
