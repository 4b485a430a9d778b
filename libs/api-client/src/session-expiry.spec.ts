import { MENSAJE_SESION_EXPIRADA } from '@recepcion/contracts';
import { installFakeFetch } from '../test/fake-fetch';
import { api, onApiError } from './api-client';
import { ApiError } from './api-error';
import { resetClientLog } from './client-log';
import { readCookie } from './cookies';
import { GO_HOME_DELAY_MS, onSessionExpired, setGoHome } from './session-expiry';

describe('session expiry', () => {
  const goHome = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    resetClientLog();
    goHome.mockReset();
    setGoHome(goHome);
    ['h=15', 'u=42', 'm=1'].forEach((cookie) => (document.cookie = `${cookie}; path=/`));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the message, clears the login cookies, asks for login and goes home after 500 ms', async () => {
    const detailed = `${MENSAJE_SESION_EXPIRADA}, su sesión expiró`;
    installFakeFetch(() => ({ status: 500, statusText: 'Internal Server Error', body: { Message: 'Error', detailedMessage: detailed } }));
    const shown: ApiError[] = [];
    const unsubscribe = onApiError((e) => shown.push(e));

    await expect(api.get('Calendario')).rejects.toMatchObject({ status: 500, mensaje: detailed });
    unsubscribe();

    expect(shown.map((e) => e.mensaje)).toEqual([detailed]);
    expect(readCookie('h')).toBeUndefined();
    expect(readCookie('u')).toBeUndefined();
    expect(readCookie('m')).toBeUndefined();
    expect(readCookie('initLogin')).toBe('1');

    jest.advanceTimersByTime(GO_HOME_DELAY_MS - 1);
    expect(goHome).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('goes home once when several calls find the session expired', async () => {
    installFakeFetch(() => ({ status: 500, body: { detailedMessage: MENSAJE_SESION_EXPIRADA } }));
    await Promise.allSettled([api.get('A'), api.get('B'), api.get('C')]);
    jest.advanceTimersByTime(GO_HOME_DELAY_MS);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners at once, even for a silent call', async () => {
    installFakeFetch(() => ({ status: 500, body: { detailedMessage: MENSAJE_SESION_EXPIRADA } }));
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    await api.get('A', { silent: true }).catch(() => undefined);
    unsubscribe();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(goHome).not.toHaveBeenCalled();
  });

  it('leaves the session alone for other server errors', async () => {
    installFakeFetch(() => ({ status: 500, body: { Message: 'Error', detailedMessage: 'Habitación no disponible' } }));
    await api.get('A').catch(() => undefined);
    jest.advanceTimersByTime(GO_HOME_DELAY_MS);
    expect(goHome).not.toHaveBeenCalled();
    expect(readCookie('h')).toBe('15');
  });
});
