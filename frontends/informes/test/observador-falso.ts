import { act } from '@testing-library/react';

interface Registro {
  callback: IntersectionObserverCallback;
  margen: string;
  elementos: Element[];
}

/**
 * The browser's IntersectionObserver, driven by the test, in place of jsdom's none: `verHasta`
 * brings into view the places watched with that margin (`200px`: near the screen; `0px`: on it),
 * as scrolling down a phone's page does. `restaurar` puts jsdom's back.
 */
export function instalarObservadorFalso() {
  const original = globalThis.IntersectionObserver;
  const registros = new Set<Registro>();
  class Observador {
    private readonly registro: Registro;
    constructor(callback: IntersectionObserverCallback, opciones?: IntersectionObserverInit) {
      this.registro = { callback, margen: opciones?.rootMargin ?? '0px', elementos: [] };
      registros.add(this.registro);
    }
    observe(elemento: Element) {
      this.registro.elementos.push(elemento);
    }
    disconnect() {
      registros.delete(this.registro);
    }
  }
  globalThis.IntersectionObserver = Observador as unknown as typeof IntersectionObserver;
  const verHasta = (margen: string) =>
    act(() => {
      for (const { callback, margen: m, elementos } of [...registros]) {
        if (m === margen) callback(elementos.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    });
  const restaurar = () => {
    globalThis.IntersectionObserver = original;
  };
  return { verHasta, restaurar };
}
