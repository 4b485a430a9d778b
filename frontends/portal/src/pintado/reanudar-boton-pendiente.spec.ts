import { BOTON_PENDIENTE_GLOBAL, FOCO_PENDIENTE_GLOBAL, reanudarBotonPendiente } from './reanudar-boton-pendiente';

describe('a button pressed on the painted page before the portal ran', () => {
  const global = window as unknown as Record<string, unknown>;
  let contenedor: HTMLDivElement;
  let pulsados: string[];

  beforeEach(() => {
    pulsados = [];
    contenedor = document.createElement('div');
    contenedor.setAttribute('data-pintada', '');
    for (const texto of ['Ingresar', 'Crear cuenta']) {
      const boton = document.createElement('button');
      boton.className = 'rc-button';
      boton.textContent = texto;
      boton.addEventListener('click', () => pulsados.push(texto));
      contenedor.append(boton);
    }
  });
  afterEach(() => {
    delete global[BOTON_PENDIENTE_GLOBAL];
    delete global[FOCO_PENDIENTE_GLOBAL];
    contenedor.remove();
  });

  it('is pressed again on the portal\'s own copy, once; the page is no longer painted', () => {
    global[BOTON_PENDIENTE_GLOBAL] = { etiqueta: 'BUTTON', clase: 'rc-button', texto: 'Ingresar' };
    reanudarBotonPendiente(contenedor);
    expect(pulsados).toEqual(['Ingresar']);
    expect(contenedor.hasAttribute('data-pintada')).toBe(false);
    reanudarBotonPendiente(contenedor);
    expect(pulsados).toEqual(['Ingresar']);
  });

  it('without a press, or on a page that was not painted, presses nothing', () => {
    reanudarBotonPendiente(contenedor);
    global[BOTON_PENDIENTE_GLOBAL] = { etiqueta: 'BUTTON', clase: 'rc-button', texto: 'Ingresar' };
    const noPintado = document.createElement('div');
    noPintado.append(...contenedor.childNodes);
    reanudarBotonPendiente(noPintado);
    expect(pulsados).toEqual([]);
  });

  it('the element that had the focus has it on the portal\'s copy', () => {
    document.body.append(contenedor);
    global[FOCO_PENDIENTE_GLOBAL] = { etiqueta: 'BUTTON', clase: 'rc-button', texto: 'Crear cuenta' };
    reanudarBotonPendiente(contenedor);
    expect(document.activeElement).toHaveTextContent('Crear cuenta');
    expect(pulsados).toEqual([]);
  });
});
