import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How near the viewport counts as seen by default: what is drawn is ready by the time the user scrolls to it. */
const MARGEN = '200px';

/**
 * True once the element comes near the viewport, and from then on. Heavy parts below the fold
 * (charts, Handsontable) start loading and drawing when the user scrolls near them, not while the
 * page is opening. Where IntersectionObserver is missing, and when not `activo`, true at once.
 * `margen` (a CSS length, `0px`: only once in view) says how near counts. What becomes visible is
 * drawn as a transition: React draws it in slices that leave the page answering taps meanwhile.
 */
export function useAlVerse(ref: RefObject<Element | null>, activo = true, margen = MARGEN): boolean {
  const [visto, setVisto] = useState(() => !activo || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const elemento = ref.current;
    if (visto || !elemento) return;
    const observador = new IntersectionObserver(
      (entradas) => {
        if (!entradas.some((e) => e.isIntersecting)) return;
        startTransition(() => setVisto(true));
        observador.disconnect();
      },
      { rootMargin: margen },
    );
    observador.observe(elemento);
    return () => observador.disconnect();
  }, [ref, visto, margen]);
  return visto;
}
