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
  it('draws a long area in pieces, so timers and taps are served while it renders', async () => {
    // 40 components of 2 ms each: one blocking task of 80 ms if the area rendered all at once.
    function Lento() {
      const fin = performance.now() + 2;
      while (performance.now() < fin);
      return <span>·</span>;
    }
    const AreaLenta = () => (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <Lento key={i} />
        ))}
      </>
    );
    let latidos = 0;
    let midiendo = true;
    const latido = () => {
      if (!midiendo) return;
      latidos += 1;
      setTimeout(latido, 0);
    };
    const { bootstrap, mount, unmount } = crearMicroFrontend({ nombre: 'prueba', raiz: AreaLenta, css: '' });
    await correr(bootstrap, props);
    setTimeout(latido, 0);
    await correr(mount, props);
    midiendo = false;
    expect(contenedor.querySelectorAll('span')).toHaveLength(40);
    expect(latidos).toBeGreaterThanOrEqual(5);
    await correr(unmount, props);
  });

  it("drops a signed-in page's painted header once an area of the layout has drawn, not before, and never for the portal", async () => {
    const marco = () => document.querySelectorAll('[data-marco-pintado]').length;
    document.body.insertAdjacentHTML('beforeend', '<div id="area"></div><div class="marco-pintado" data-marco-pintado><h1>Dashboard</h1></div>');
    const area = document.getElementById('area') as HTMLElement;
    const { bootstrap, mount, unmount } = crearMicroFrontend({ nombre: 'prueba', raiz: Area, css: '' });
    const { bootstrap: iniciarPortal, mount: montarPortal, unmount: desmontarPortal } = crearMicroFrontend({ nombre: 'portal', raiz: Area, css: '' });

    // The portal (outside the layout's #area) draws first: the frame stays.
    contenedor.id = 'single-spa-application:@recepcion/portal';
    const portal = { name: '@recepcion/portal', domElement: contenedor } as unknown as AppProps;
    await correr(iniciarPortal, portal);
    await correr(montarPortal, portal);
    expect(marco()).toBe(1);

    const propio = document.createElement('div');
    propio.id = 'single-spa-application:@recepcion/prueba';
    area.appendChild(propio);
    const props = { name: '@recepcion/prueba', domElement: propio } as unknown as AppProps;
    await correr(bootstrap, props);
    await correr(mount, props);
    expect(propio).toHaveTextContent('Área montada');
    await new Promise((listo) => setTimeout(listo, 0));
    expect(marco()).toBe(0);

    await correr(unmount, props);
    await correr(desmontarPortal, portal);
    area.remove();
  });
});
