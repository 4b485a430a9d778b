import { PRODUCTO_TITULO } from '@recepcion/contracts';
import { ejecutarCicloDeVida } from '@recepcion/testing-web';
import { screen } from '@testing-library/react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { bootstrap, mount, unmount } from './portal';

type Props = AppProps & { domElement: HTMLElement };

describe('portal lifecycles', () => {
  it('mounts the navbar and home with its CSS, and removes both on unmount', async () => {
    window.history.replaceState(null, '', '/');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: '@recepcion/portal', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Props;

    await ejecutarCicloDeVida(bootstrap as LifeCycleFn<Props>[], props);
    await ejecutarCicloDeVida(mount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="portal"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCTO_TITULO })).toBeInTheDocument();

    await ejecutarCicloDeVida(unmount as LifeCycleFn<Props>[], props);
    expect(document.head.querySelector('style[data-mfe="portal"]')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
