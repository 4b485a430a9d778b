import { VERSION_CLIENTE } from '@recepcion/contracts';
import { flushPromises, installFakeFetch } from '../test/fake-fetch';
import { api, onApiError } from './api-client';
import { ApiError } from './api-error';
import { installClientErrorLogging, logClientError, resetClientLog } from './client-log';

describe('client log', () => {
  beforeEach(() => {
    resetClientLog();
    document.cookie = 'h=15; path=/';
    document.cookie = 'u=42; path=/';
  });
  afterEach(() => {
    document.cookie = 'h=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = 'u=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends a shown error to POST /api/Logger with page, user and browser details', async () => {
    const fake = installFakeFetch((url) => (url === '/api/Logger' ? { status: 200 } : { status: 400, body: { Message: 'Falta el nombre' } }));
    const uninstall = installClientErrorLogging();
    const boton = document.createElement('button');
    boton.textContent = 'Guardar';
    document.body.appendChild(boton);
    boton.click();

    await api.put('Monedas/1', {}).catch(() => undefined);
    await flushPromises();
    uninstall();
    boton.remove();

    const [log] = fake.logCalls();
    expect(log).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'X-Requested-With': 'Recepcion' } });
    expect(log.body).toEqual({
      message: 'Falta el nombre',
      url: 'http://localhost/',
      tag: 'PUT /api/Monedas/1 400',
      userAgent: navigator.userAgent,
      hotelIdClient: '15',
      userIdClient: '42',
      versionClient: VERSION_CLIENTE,
      navegador: expect.any(String),
      sistemaOperativo: expect.any(String),
      lastClick: 'button "Guardar"',
      category: 'api',
    });
    expect(VERSION_CLIENTE).toBe('1.7.6');
  });

  it('never loops when the log call itself fails', async () => {
    const shown: ApiError[] = [];
    const unsubscribe = onApiError((e) => shown.push(e));
    const fake = installFakeFetch((url) => (url === '/api/Logger' ? { status: 500, body: { Message: 'caído' } } : { status: 404 }));

    await api.get('Reservas/1').catch(() => undefined);
    await flushPromises();
    await flushPromises();
    unsubscribe();

    expect(fake.logCalls()).toHaveLength(1);
    expect(shown.map((e) => e.mensaje)).toEqual(['No se encontro']);

    installFakeFetch(() => ({ networkError: true }));
    await expect(logClientError(new Error('x'))).resolves.toBeUndefined();
  });

  it('logs uncaught errors and unhandled rejections of the page', async () => {
    const fake = installFakeFetch();
    const uninstall = installClientErrorLogging();

    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined', lineno: 12, colno: 4 }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'Sin respuesta';
    window.dispatchEvent(rejection);
    await flushPromises();
    uninstall();

    expect(fake.logCalls().map((c) => c.body)).toEqual([
      expect.objectContaining({ message: 'TypeError: x is undefined', lineNumber: 12, columnNumber: 4, category: 'javascript', stackTrace: expect.any(String) }),
      expect.objectContaining({ message: 'Sin respuesta', tag: 'unhandledrejection', category: 'javascript' }),
    ]);
  });

  it('does not log an API error twice when it goes unhandled', async () => {
    const fake = installFakeFetch();
    await logClientError(new ApiError(404, 'No se encontro'));
    expect(fake.logCalls()).toHaveLength(0);
  });

  it('sends the same message once in a short while', async () => {
    const fake = installFakeFetch();
    await logClientError(new Error('repetido'));
    await logClientError(new Error('repetido'));
    expect(fake.logCalls()).toHaveLength(1);
  });
});
