import { ejecutarCicloDeVida } from '@recepcion/testing-web';
import { act, screen } from '@testing-library/react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { installFakeApi } from '../test/fake-api';
import { HOTEL_ID, resetArea, signIn, USUARIOS, YO } from '../test/render-area';
import { bootstrap, mount, unmount } from './maestros';

type Props = AppProps & { domElement: HTMLElement };

describe('maestros lifecycles', () => {
  afterEach(resetArea);

  it('mounts the page with its CSS, and removes both on unmount', async () => {
    signIn();
    const api = installFakeApi({ hotelId: HOTEL_ID, usuarioActualId: YO.Id, usuarios: USUARIOS });
    // The list answers when the test says so, inside act.
    let answerList!: () => void;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    api.override((call) => (call.method === 'GET' ? listHeld.then(() => ({ body: USUARIOS })) : undefined));
    window.history.replaceState(null, '', '/administracion/usuarios-autorizados');

    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: '@recepcion/maestros', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Props;

    await ejecutarCicloDeVida(bootstrap as LifeCycleFn<Props>[], props);
    await ejecutarCicloDeVida(mount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="maestros"]')).not.toBeNull();
    await act(async () => answerList());
    expect(await screen.findByRole('grid', { name: 'Usuarios autorizados' })).toBeInTheDocument();

    await ejecutarCicloDeVida(unmount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="maestros"]')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    domElement.remove();
  });
});
