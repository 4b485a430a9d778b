import { session } from '@recepcion/session';
import { configuracionPrueba, ejecutarCicloDeVida, iniciarSesionPrueba } from '@recepcion/testing-web';
import { act, screen, waitFor } from '@testing-library/react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { installFakeApi } from '../test/fake-api';
import { renderInformes, resetInformes, signIn } from '../test/render-informes';
import { bootstrap, mount, unmount } from './informes';
import { AREA_ROUTES } from './routing/area-routes';

type Props = AppProps & { domElement: HTMLElement };

afterEach(resetInformes);

describe('the informes area', () => {
  it('mounts the dashboard with its CSS, and removes both on unmount', async () => {
    signIn();
    const api = installFakeApi();
    // The readings answer when the test says so, inside act.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.override((call) => (call.url.includes('InfEstados') ? held.then(() => ({ body: api.datos.Tablero })) : undefined));
    window.history.replaceState(null, '', '/dashboard');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: '@recepcion/informes', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Props;

    await ejecutarCicloDeVida(bootstrap as LifeCycleFn<Props>[], props);
    await ejecutarCicloDeVida(mount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="informes"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { level: 2, name: 'Habitaciones esta noche' })).toBeInTheDocument();

    await ejecutarCicloDeVida(unmount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="informes"]')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    domElement.remove();
  });

  it('has a page for the dashboard and every report route of the spec, each titled as the menu names it', async () => {
    expect(AREA_ROUTES.map((r) => r.path)).toEqual([
      '/dashboard',
      '/informes/informe-reservas-cargos-ingresos',
      '/informes/informe-actividad/1',
      '/informes/informe-actividad/2',
      '/informes/informe-actividad/3',
      '/informes/informe-actividad/4',
      '/informes/informe-estadistica-diaria-mensual/1',
      '/informes/informe-estadistica-diaria-mensual/2',
      '/informes/informe-ciudades-pasajeros',
      '/informes/informe-paises-pasajeros',
      '/informes/informe-estado-hotel',
      '/informes/informe-habitaciones-disponibles',
    ]);
  });

  it('sends an unknown report path home', async () => {
    signIn();
    renderInformes('/informes/no-existe');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows nothing while the hotel is not configured or nobody is signed in', async () => {
    act(() => session.expirar());
    renderInformes('/informes/informe-estado-hotel');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    act(() => iniciarSesionPrueba(configuracionPrueba({ Configurado: false })));
    expect(session.get().estado).toBe('sin-configurar');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    act(() => signIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado del hotel' })).toBeInTheDocument();
  });
});
