import { type RefObject, useLayoutEffect } from 'react';

/** The page's own bars that may stay at the top of the viewport (the portal's navbar), outside `pagina`. */
function barrasDeLaPagina(pagina: HTMLElement): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('header')].filter((h) => !pagina.contains(h) && /^(sticky|fixed)$/.test(getComputedStyle(h).position));
}

/** A bar stays in view all the way down the calendar: fixed, or sticky in a container as tall as the page. */
const quedaArriba = (barra: HTMLElement, pagina: HTMLElement) =>
  getComputedStyle(barra).position === 'fixed' || (barra.parentElement?.getBoundingClientRect().bottom ?? 0) >= pagina.getBoundingClientRect().bottom;

/**
 * Where the calendar's sticky toolbar stops and what the grid's scroll box leaves free, as CSS
 * variables of `pagina`: `--cal-arriba`, the bottom of the page's own top bar where it is now (the
 * portal's navbar scrolls away with its container), under which the toolbar sticks; `--cal-fija`,
 * the height of the page's bars that stay at the top all the way down; `--cal-barra`, the
 * toolbar's height (it wraps on a phone). The box's height does not follow the scroll, so
 * scrolling the page never changes its length.
 */
export function useBarraFija(pagina: RefObject<HTMLElement | null>, barra: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = pagina.current;
    if (!el) return undefined;
    let barras: HTMLElement[] = [];
    const valores = new Map<string, number>();
    const poner = (nombre: string, valor: number) => {
      if (valores.get(nombre) === valor) return;
      valores.set(nombre, valor);
      el.style.setProperty(nombre, `${valor}px`);
    };
    const arriba = () => poner('--cal-arriba', Math.round(Math.max(0, ...barras.map((b) => b.getBoundingClientRect().bottom))));
    const medir = () => {
      // The portal may mount its navbar after the calendar.
      if (barras.length === 0) {
        barras = barrasDeLaPagina(el);
        barras.forEach((b) => observador?.observe(b));
      }
      poner('--cal-fija', Math.max(0, ...barras.filter((b) => quedaArriba(b, el)).map((b) => b.offsetHeight)));
      poner('--cal-barra', barra.current?.offsetHeight ?? 0);
      arriba();
    };
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    if (barra.current) observador?.observe(barra.current);
    medir();
    const alScroll = () => (barras.length === 0 ? medir() : arriba());
    window.addEventListener('scroll', alScroll, { passive: true });
    window.addEventListener('resize', medir);
    return () => {
      observador?.disconnect();
      window.removeEventListener('scroll', alScroll);
      window.removeEventListener('resize', medir);
    };
  }, [pagina, barra]);
}
