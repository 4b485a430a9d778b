import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The paper copies on the page, each waiting to be told that the page is about to print. */
const copias = new Set<() => void>();

/**
 * The print dialog for the page: the paper copies are built first (synchronously, so the
 * print layout has them), then the browser's dialog opens.
 */
export function imprimirPagina(): void {
  flushSync(() => copias.forEach((marcar) => marcar()));
  window.print();
}

/**
 * True from the moment the page is going to print, and from then on: «Imprimir», the browser's
 * own print (Ctrl+P fires `beforeprint`) or print media (a browser that emulates it fires no print
 * event). A report's paper copy holds every row of the report, many more nodes than the screen
 * needs, so it is built only by then instead of with the page.
 */
export function useAlImprimir(): boolean {
  const [imprimiendo, setImprimiendo] = useState(false);
  useEffect(() => {
    if (imprimiendo) return;
    const marcar = () => setImprimiendo(true);
    const construir = () => flushSync(marcar);
    const medio = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    // Asked here, after the page is drawn, not while rendering: reading a media query then makes the browser compute styles at once.
    if (medio?.matches) {
      marcar();
      return;
    }
    copias.add(marcar);
    window.addEventListener('beforeprint', construir);
    const alCambiar = (e: MediaQueryListEvent) => e.matches && construir();
    medio?.addEventListener('change', alCambiar);
    return () => {
      copias.delete(marcar);
      window.removeEventListener('beforeprint', construir);
      medio?.removeEventListener('change', alCambiar);
    };
  }, [imprimiendo]);
  return imprimiendo;
}
