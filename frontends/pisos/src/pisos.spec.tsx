import { session } from '@recepcion/session';
import { configuracionPrueba, ejecutarCicloDeVida, iniciarSesionPrueba } from '@recepcion/testing-web';
import { act, screen, waitFor } from '@testing-library/react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { installFakeApi } from '../test/fake-pisos';
import { renderPisos, resetPisos, signIn } from '../test/render-pisos';
import { RUTAS_PISOS } from './app/pisos-app';
import { bootstrap, mount, unmount } from './pisos';

type Props = AppProps & { domElement: HTMLElement };

afterEach(resetPisos);

describe('the pisos area', () => {
  it('mounts the board with its CSS, and removes both on unmount', async () => {
    signIn();
    const api = installFakeApi();
    // The board answers when the test says so, inside act.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.override((call) => (call.url === '/api/Pisos' ? held.then(() => ({ body: api.datos.Habitaciones })) : undefined));
    window.history.replaceState(null, '', '/pisos');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: '@recepcion/pisos', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Props;

    await ejecutarCicloDeVida(bootstrap as LifeCycleFn<Props>[], props);
    await ejecutarCicloDeVida(mount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="pisos"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablero de pisos' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    await act(async () => answer());
    expect(await screen.findByRole('article', { name: 'Habitación 101' })).toBeInTheDocument();

    await ejecutarCicloDeVida(unmount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="pisos"]')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    domElement.remove();
  });

  it('has the board and the rooms out of order, the board alone for Camarería', () => {
    expect(RUTAS_PISOS.map((r) => [r.path, r.camareria])).toEqual([
      ['/pisos', true],
      ['/pisos/fuera-servicio', false],
    ]);
  });

  it('sends an unknown path of the area to the board', async () => {
    signIn();
    renderPisos('/pisos/no-existe');
    await waitFor(() => expect(window.location.pathname).toBe('/pisos'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablero de pisos' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Habitación 101' })).toBeInTheDocument();
  });

  it('shows nothing signed out or to a hotel not configured', () => {
    act(() => session.expirar());
    const { api } = renderPisos('/pisos');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    resetPisos();
    iniciarSesionPrueba(configuracionPrueba({ Configurado: false }));
    renderPisos('/pisos');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });
});
