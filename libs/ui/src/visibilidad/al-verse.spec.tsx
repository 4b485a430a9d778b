import { act, render, screen } from '@testing-library/react';
import { AlVerse } from './al-verse';

/** The browser's IntersectionObserver, driven by the test: `acercar()` brings the observed places into view. */
function observadorDePrueba() {
  const observados = new Set<{ callback: IntersectionObserverCallback; elementos: Element[] }>();
  class Observador {
    private readonly registro: { callback: IntersectionObserverCallback; elementos: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.registro = { callback, elementos: [] };
      observados.add(this.registro);
    }
    observe(elemento: Element) {
      this.registro.elementos.push(elemento);
    }
    disconnect() {
      observados.delete(this.registro);
    }
  }
  const acercar = () =>
    act(() => {
      for (const { callback, elementos } of [...observados]) {
        callback(elementos.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    });
  return { Observador, acercar, observados };
}

describe('AlVerse', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('holds the place until it nears the viewport, then draws its content and keeps it', () => {
    const prueba = observadorDePrueba();
    globalThis.IntersectionObserver = prueba.Observador as unknown as typeof IntersectionObserver;
    render(
      <AlVerse reserva={<p>Cargando gráficos…</p>}>
        <figure aria-label="Ocupación por día (%)" />
      </AlVerse>,
    );
    expect(screen.getByText('Cargando gráficos…')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();

    prueba.acercar();
    expect(screen.getByRole('figure', { name: 'Ocupación por día (%)' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando gráficos…')).toBeNull();
    expect(prueba.observados.size).toBe(0);
  });

  it('draws at once where the browser cannot tell what is in view', () => {
    // @ts-expect-error: a browser without IntersectionObserver.
    delete globalThis.IntersectionObserver;
    render(
      <AlVerse reserva={<p>Cargando gráficos…</p>}>
        <figure aria-label="Ocupación por día (%)" />
      </AlVerse>,
    );
    expect(screen.getByRole('figure', { name: 'Ocupación por día (%)' })).toBeInTheDocument();
  });
});
