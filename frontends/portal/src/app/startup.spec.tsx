import { api, setGoHome } from '@recepcion/api-client';
import { MENSAJE_SESION_EXPIRADA } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apertura, installFakeApi } from '../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../test/render-portal';

const APERTURA = 'GET /api/Apertura/Configuracion/7';

function signedIn() {
  document.cookie = 'h=7; path=/';
  document.cookie = 'u=4; path=/';
}

describe('startup and the default page', () => {
  afterEach(resetPortal);

  it('asks the server nothing without the hotel cookie, and keeps signed-out users on public pages', async () => {
    const fake = installFakeApi();
    await renderPortalAt('/reservas/calendario');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.url !== '/api/Logger')).toEqual([]);
  });

  it('sends a configured user arriving on a public page to the calendar and opens the start dialog', async () => {
    signedIn();
    installFakeApi({ [APERTURA]: { body: apertura() } });
    await renderPortalAt('/');

    expect(window.location.pathname).toBe('/reservas/calendario');
    const inicio = screen.getByRole('dialog', { name: 'Inicio' });
    expect(inicio).toHaveTextContent('Hotel Sur');
    expect(within(inicio).getByRole('link', { name: /Listado de reservas/ })).toHaveAttribute('href', '/reservas/listado');
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario' })).toBeInTheDocument();
    expect(screen.getByText(/Esta sección estará disponible próximamente/)).toBeInTheDocument();
    expect(document.title).toBe('Calendario - recepcion.app');
  });

  it('shows a configured user the page asked for, without the start dialog', async () => {
    signedIn();
    installFakeApi({ [APERTURA]: { body: apertura() } });
    await renderPortalAt('/dashboard');
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('Dashboard - recepcion.app');
  });

  it('sends a configured user on an unknown page to / (spec: any unknown route), and from there to the calendar with the start dialog', async () => {
    signedIn();
    installFakeApi({ [APERTURA]: { body: apertura() } });
    const visitadas: string[] = [];
    const replaceState = window.history.replaceState.bind(window.history);
    const espia = jest.spyOn(window.history, 'replaceState').mockImplementation((estado, titulo, url) => {
      if (typeof url === 'string') visitadas.push(url);
      replaceState(estado, titulo, url);
    });
    try {
      await renderPortalAt('/no-existe');
    } finally {
      espia.mockRestore();
    }
    expect(visitadas).toContain('/');
    expect(visitadas).not.toContain('/dashboard');
    expect(window.location.pathname).toBe('/reservas/calendario');
    expect(screen.getByRole('dialog', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('keeps a user whose hotel is not configured on the public page, titled Configuración, with the setup dialog', async () => {
    signedIn();
    installFakeApi({ [APERTURA]: { body: apertura({ configurado: false }) }, 'GET /api/Monedas': { body: [] } });
    await renderPortalAt('/reservas/calendario');
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('Configuración - recepcion.app');
    expect(screen.getByRole('dialog', { name: 'Configuración del hotel' })).toBeInTheDocument();
    // The menu of the areas waits for the setup.
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  });

  it("logs out when the start-up call answers the detailed message 'No se ha encontrado' (spec section 8)", async () => {
    // The store is one instance: the last test's hotel (not configured, its setup dialog asking for currencies) goes first.
    act(() => session.expirar());
    signedIn();
    const fake = installFakeApi({
      [APERTURA]: { status: 404, body: { Message: 'No se encontro', detailedMessage: 'No se ha encontrado' } },
      'POST /api/Cuenta/Logout': { body: { Message: 'Sesión cerrada' } },
    });
    await renderPortalAt('/reservas/calendario');
    expect(session.get().estado).toBe('anonimo');
    expect(fake.called('POST /api/Cuenta/Logout')).toBe(true);
    expect(document.cookie).not.toMatch(/\bh=7/);
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the user signed out and shows the error on any other failure of the start-up call (spec section 8)', async () => {
    signedIn();
    const fake = installFakeApi({ [APERTURA]: { status: 500, body: { Message: 'Ocurrió un error en el servidor', detailedMessage: 'Ocurrió un error en el servidor (referencia r-9)' } } });
    await renderPortalAt('/reservas/calendario');
    expect(session.get().estado).toBe('anonimo');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error en el servidor (referencia r-9)');
    expect(fake.called('POST /api/Cuenta/Logout')).toBe(false);
  });

  it('goes back to signed out when a call finds the session expired', async () => {
    jest.useFakeTimers();
    const goHome = jest.fn();
    setGoHome(goHome);
    signedIn();
    installFakeApi({
      [APERTURA]: { body: apertura() },
      'GET /api/Reservas': { status: 500, body: { Message: 'Error', detailedMessage: MENSAJE_SESION_EXPIRADA } },
    });
    await renderPortalAt('/dashboard');
    expect(screen.getByRole('button', { name: 'Hotel Sur, Ana' })).toBeInTheDocument();

    await act(() => api.get('Reservas').catch(() => undefined));
    expect(session.get().estado).toBe('anonimo');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJE_SESION_EXPIRADA);
    act(() => jest.advanceTimersByTime(500));
    expect(goHome).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('opens the login dialog after an expired session sent the user home', async () => {
    document.cookie = 'initLogin=1; path=/';
    installFakeApi();
    await renderPortalAt('/');
    const dialog = screen.getByRole('dialog', { name: 'Ingresar' });
    expect(dialog).toHaveTextContent(MENSAJE_SESION_EXPIRADA);
    await waitFor(() => expect(document.cookie).not.toMatch(/initLogin=1/));
  });
});
