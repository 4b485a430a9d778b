import { type RefObject, useEffect } from 'react';

/** Within this many pixels of the box's visible edge, a drag scrolls the box. */
export const BORDE_DESPLAZAMIENTO = 48;
/** The fastest scroll, in pixels a frame, with the pointer at the edge or past it. */
export const MAXIMO_POR_CUADRO = 24;
/** How far the pointer must have gone towards an edge since the drag began before that edge scrolls. */
const HACIA_EL_BORDE = 12;

/**
 * How far to scroll along one axis for a pointer at `p`, when the box shows `[inicio, fin]` of it
 * and the drag began at `origen`: negative towards `inicio`, 0 away from the edges. An edge scrolls
 * only once the pointer has gone towards it, so a sideways drag along a row at the edge keeps its
 * row; the closer to the edge, the faster.
 */
export function pasoAlBorde(p: number, inicio: number, fin: number, origen: number): number {
  if (fin - inicio <= 2 * BORDE_DESPLAZAMIENTO) return 0;
  const velocidad = (dentro: number) => Math.ceil(MAXIMO_POR_CUADRO * Math.min(1, Math.max(0, dentro) / BORDE_DESPLAZAMIENTO));
  if (p > fin - BORDE_DESPLAZAMIENTO && p > origen + HACIA_EL_BORDE) return velocidad(p - (fin - BORDE_DESPLAZAMIENTO));
  if (p < inicio + BORDE_DESPLAZAMIENTO && p < origen - HACIA_EL_BORDE) return -velocidad(inicio + BORDE_DESPLAZAMIENTO - p);
  return 0;
}

/**
 * Who takes a vertical step `dy`: the window while the box goes on below it (going down) or once
 * the box is at its top and the page is scrolled (going up), the box otherwise. A box taller than
 * what the window shows under the page's header has rows the box alone cannot bring into view.
 */
export function quienDesplaza(dy: number, { cajaAbajo, alturaVentana, cajaArriba, desplazamientoVentana }: { cajaAbajo: number; alturaVentana: number; cajaArriba: number; desplazamientoVentana: number }): 'ventana' | 'caja' {
  if (dy > 0) return cajaAbajo > alturaVentana + 1 ? 'ventana' : 'caja';
  if (dy < 0) return cajaArriba <= 0 && desplazamientoVentana > 0 ? 'ventana' : 'caja';
  return 'caja';
}

/**
 * While `activo` (a bar or a selection dragged with the mouse), the pointer near an edge of the
 * grid's box scrolls it, faster the closer it is: the bottom rooms of an 80-room hotel are reached
 * without a wheel. The top edge is the sticky header's bottom and the left one the rooms' names'
 * right side (`ancho`), as they cover the box there; the bottom one is the viewport's when the box
 * goes on below it, and then the window scrolls first (`quienDesplaza`) until the box's end is in
 * view. After each step `alPasar` hears the pointer's place: the rows moved under it.
 */
export function useDesplazarAlBorde(caja: RefObject<HTMLElement | null>, cabecera: RefObject<HTMLElement | null>, activo: boolean, alPasar: (x: number, y: number) => void) {
  useEffect(() => {
    const el = caja.current;
    if (!activo || !el) return undefined;
    let puntero: { x: number; y: number } | null = null;
    let origen: { x: number; y: number } | null = null;
    let cuadro = 0;
    // The rooms' names' column: its width does not change during a drag.
    const nombres = Number.parseFloat(getComputedStyle(el).getPropertyValue('--cal-room')) || 0;
    const mover = (e: MouseEvent) => {
      puntero = { x: e.clientX, y: e.clientY };
      origen ??= puntero;
    };
    const paso = () => {
      cuadro = requestAnimationFrame(paso);
      if (!puntero || !origen) return;
      const r = el.getBoundingClientRect();
      const arriba = Math.max(r.top, cabecera.current?.getBoundingClientRect().bottom ?? r.top, 0);
      const abajo = Math.min(r.top + el.clientTop + el.clientHeight, window.innerHeight);
      const dy = pasoAlBorde(puntero.y, arriba, abajo, origen.y);
      const dx = el.scrollWidth > el.clientWidth ? pasoAlBorde(puntero.x, r.left + nombres, r.left + el.clientLeft + el.clientWidth, origen.x) : 0;
      if (dx === 0 && dy === 0) return;
      const antes = [el.scrollLeft, el.scrollTop, window.scrollY];
      const ventana = quienDesplaza(dy, { cajaAbajo: r.bottom, alturaVentana: window.innerHeight, cajaArriba: el.scrollTop, desplazamientoVentana: window.scrollY }) === 'ventana';
      if (ventana) window.scrollBy(0, dy);
      el.scrollBy(dx, ventana ? 0 : dy);
      if (el.scrollLeft !== antes[0] || el.scrollTop !== antes[1] || window.scrollY !== antes[2]) alPasar(puntero.x, puntero.y);
    };
    window.addEventListener('mousemove', mover, { passive: true });
    cuadro = requestAnimationFrame(paso);
    return () => {
      window.removeEventListener('mousemove', mover);
      cancelAnimationFrame(cuadro);
    };
  }, [caja, cabecera, activo, alPasar]);
}
