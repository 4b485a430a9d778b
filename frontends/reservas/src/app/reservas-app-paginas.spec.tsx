import { session } from '@recepcion/session';
import { act, render, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test/paginas/fake-api';
import { resetPagina, signIn } from '../../test/paginas/render-pagina';
import { ReservasApp } from './reservas-app';

afterEach(resetPagina);

describe('the reservations area and its list pages', () => {
  it.each([
    ['/reservas/listado', 'Listado de reservas'],
    ['/reservas/lista-espera', 'Lista de espera'],
    ['/reservas/bloqueo-habitacion', 'Bloqueo de habitaciones'],
    ['/reservas/gastos/', 'Gastos'],
    ['/reservas/caja-habitacion', 'Caja por habitación'],
  ])('%s shows its page for a configured hotel', async (path, titulo) => {
    signIn();
    installFakeApi();
    window.history.replaceState(null, '', path);
    render(<ReservasApp />);
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: titulo })).toBeInTheDocument();
  });

  it('an unknown path of the area goes home, and nothing shows without a session', async () => {
    signIn();
    installFakeApi();
    window.history.replaceState(null, '', '/reservas/x');
    const { unmount } = render(<ReservasApp />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    unmount();

    act(() => session.expirar());
    window.history.replaceState(null, '', '/reservas/gastos');
    render(<ReservasApp />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('leaves a path of another area alone while single-spa unmounts it (no redirect home)', async () => {
    signIn();
    installFakeApi();
    window.history.replaceState(null, '', '/reservas/calendario');
    render(<ReservasApp />);
    await act(async () => {
      window.history.pushState(null, '', '/root/Datos');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(window.location.pathname).toBe('/root/Datos');
  });
});
