import type { KeyboardEvent } from 'react';

export interface PaginadorProps {
  /** From 1. */
  pagina: number;
  paginas: number;
  onPagina: (pagina: number) => void;
  /** What the pager is for, as its accessible name: 'Páginas del listado'. */
  etiqueta: string;
  /** `Reservas 51–100 de 230`. */
  detalle: string;
}

/**
 * First, previous, next and last page. Buttons that lead nowhere stay focusable (aria-disabled),
 * so the keyboard does not lose its place on the last page; inside the pager ← and → (and Re Pág,
 * Av Pág) turn the page, Inicio and Fin go to the first and last.
 */
export function Paginador({ pagina, paginas, onPagina, etiqueta, detalle }: PaginadorProps) {
  const ir = (destino: number) => {
    const n = Math.min(Math.max(destino, 1), paginas);
    if (n !== pagina) onPagina(n);
  };
  const teclas: Record<string, number> = { ArrowLeft: pagina - 1, ArrowRight: pagina + 1, PageUp: pagina - 1, PageDown: pagina + 1, Home: 1, End: paginas };
  const alTeclear = (event: KeyboardEvent) => {
    if (!(event.key in teclas) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    ir(teclas[event.key]);
  };
  const boton = (texto: string, nombre: string, destino: number, deshabilitado: boolean) => (
    <button type="button" className="rc-button" aria-label={nombre} aria-disabled={deshabilitado || undefined} onClick={() => !deshabilitado && ir(destino)}>
      {texto}
    </button>
  );
  return (
    <nav className="rs-paginador" aria-label={etiqueta} onKeyDown={alTeclear}>
      <span className="rs-paginador__detalle">{detalle}</span>
      {boton('«', 'Primera página', 1, pagina <= 1)}
      {boton('‹ Anterior', 'Página anterior', pagina - 1, pagina <= 1)}
      <span className="rs-paginador__actual" aria-live="polite">
        Página {pagina} de {paginas}
      </span>
      {boton('Siguiente ›', 'Página siguiente', pagina + 1, pagina >= paginas)}
      {boton('»', 'Última página', paginas, pagina >= paginas)}
    </nav>
  );
}
