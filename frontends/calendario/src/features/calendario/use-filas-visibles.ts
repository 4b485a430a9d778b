import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import { ALTO_FILA, type Disposicion, rangoVisible } from './disposicion-filas';

/** Rows drawn beyond the visible ones, above and below (the overscan). */
export const MARGEN_FILAS = 6;

/** A scroll box not laid out yet (and jsdom, which lays nothing out) is taken to be this tall. */
const ALTO_SUPUESTO = 600;

/**
 * The body rows inside the grid's scroll box (`caja`) as it scrolls and resizes, with a margin:
 * `[desde, hasta]` item indices of `disposicion`. The sticky header (`cabecera`) covers the top
 * of the box, so the body shows from `scrollTop` for the box's height minus the header's.
 * `alScroll` is told of every scroll of the box.
 */
export function useFilasVisibles(caja: RefObject<HTMLElement | null>, cabecera: RefObject<HTMLElement | null>, disposicion: Disposicion, alScroll?: () => void) {
  const [rango, setRango] = useState<[number, number]>(() => rangoVisible(disposicion, 0, ALTO_SUPUESTO, MARGEN_FILAS));

  const medir = useCallback(() => {
    const el = caja.current;
    if (!el) return;
    const alto = Math.max(ALTO_FILA, (el.clientHeight || ALTO_SUPUESTO) - (cabecera.current?.offsetHeight ?? 0));
    const [desde, hasta] = rangoVisible(disposicion, el.scrollTop, el.scrollTop + alto, MARGEN_FILAS);
    setRango((r) => (r[0] === desde && r[1] === hasta ? r : [desde, hasta]));
  }, [caja, cabecera, disposicion]);

  useLayoutEffect(() => {
    medir();
    const el = caja.current;
    if (!el) return undefined;
    const alMover = () => {
      medir();
      alScroll?.();
    };
    el.addEventListener('scroll', alMover, { passive: true });
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => medir());
    observador?.observe(el);
    return () => {
      el.removeEventListener('scroll', alMover);
      observador?.disconnect();
    };
  }, [caja, medir, alScroll]);

  return rango;
}
