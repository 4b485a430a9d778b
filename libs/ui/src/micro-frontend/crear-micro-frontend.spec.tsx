import type { AppProps, LifeCycleFn } from 'single-spa';
import { crearMicroFrontend } from './crear-micro-frontend';

function Area() {
  return <p>Área montada</p>;
}

async function correr(pasos: LifeCycleFn<AppProps> | readonly LifeCycleFn<AppProps>[], props: AppProps) {
  for (const paso of [pasos].flat()) await paso(props);
}

describe('crearMicroFrontend', () => {
  const estilos = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-mfe="prueba"]')].map((s) => s.textContent);
  let contenedor: HTMLDivElement;
  let props: AppProps;

  beforeEach(() => {
    document.head.innerHTML = '';
    contenedor = document.createElement('div');
    document.body.appendChild(contenedor);
    props = { name: '@recepcion/prueba', domElement: contenedor } as unknown as AppProps;
  });
  afterEach(() => contenedor.remove());

  it('adds its style while mounted and removes it when unmounted', async () => {
    const { bootstrap, mount, unmount } = crearMicroFrontend({ nombre: 'prueba', raiz: Area, css: '.a { color: red; }' });
    await correr(bootstrap, props);
    await correr(mount, props);
    expect(contenedor).toHaveTextContent('Área montada');
    expect(estilos()).toEqual(['.a { color: red; }']);
    await correr(unmount, props);
    expect(estilos()).toEqual([]);
  });

  it('keeps the style a painted page came with instead of adding it twice', async () => {
    const pintado = document.createElement('style');
    pintado.dataset.mfe = 'prueba';
    pintado.textContent = '.a { color: red; }';
    document.head.appendChild(pintado);
    const { bootstrap, mount, unmount } = crearMicroFrontend({ nombre: 'prueba', raiz: Area, css: '.a { color: red; }' });
    await correr(bootstrap, props);
    await correr(mount, props);
    expect(estilos()).toEqual(['.a { color: red; }']);
    await correr(unmount, props);
    expect(estilos()).toEqual([]);
  });
});
