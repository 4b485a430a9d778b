import type { Grupo } from './use-ventana-calendario';

/**
 * Heights in px of a room's row and of a room type's heading row. Rows are drawn at exactly these
 * heights (the grid passes them to its CSS), so a row's place is known without measuring it.
 */
export const ALTO_FILA = 34;
export const ALTO_TIPO = 26;

/** One row of the grid's body: a room type's heading or a room. */
export interface ItemFila {
  /** Index of its group in `grupos`. */
  grupo: number;
  /** The room's row index (as in `filas`), -1 for a type's heading. */
  r: number;
  /** Offset from the top of the body, px. */
  top: number;
  alto: number;
}

export interface Disposicion {
  items: ItemFila[];
  /** The body's height, px. */
  alto: number;
  /** The item index of each room row `r`. */
  itemDeFila: number[];
}

/** The body's rows in order (each type's heading, then its rooms) with their offsets. */
export function disponer(grupos: readonly Grupo[]): Disposicion {
  const items: ItemFila[] = [];
  const itemDeFila: number[] = [];
  let top = 0;
  let r = 0;
  grupos.forEach((grupo, g) => {
    items.push({ grupo: g, r: -1, top, alto: ALTO_TIPO });
    top += ALTO_TIPO;
    for (let i = 0; i < grupo.habitaciones.length; i++) {
      itemDeFila[r] = items.length;
      items.push({ grupo: g, r, top, alto: ALTO_FILA });
      top += ALTO_FILA;
      r++;
    }
  });
  return { items, alto: top, itemDeFila };
}

/**
 * The items covering the body's pixels `arriba`..`abajo`, widened by `margen` items on each side
 * (the overscan): `[desde, hasta]`, both included.
 */
export function rangoVisible(d: Disposicion, arriba: number, abajo: number, margen: number): [number, number] {
  const { items } = d;
  if (items.length === 0) return [0, -1];
  // The first item ending below `arriba` (binary search: items are in order).
  let lo = 0;
  let hi = items.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].top + items[mid].alto <= arriba) lo = mid + 1;
    else hi = mid;
  }
  let fin = lo;
  while (fin < items.length - 1 && items[fin + 1].top < abajo) fin++;
  return [Math.max(0, lo - margen), Math.min(items.length - 1, fin + margen)];
}

export type Tramo = { tipo: 'espacio'; alto: number } | { tipo: 'item'; indice: number };
export type Bloque = { tipo: 'espacio'; alto: number } | { tipo: 'grupo'; grupo: number; tramos: Tramo[] };

/**
 * What the body draws: each group with a drawn item becomes its rowgroup of drawn items and
 * spacers (the height of the items left out); groups with nothing drawn merge into spacers.
 */
export function planoDeFilas(d: Disposicion, dibujar: (indice: number) => boolean): Bloque[] {
  const bloques: Bloque[] = [];
  let espacio = 0;
  let actual: { grupo: number; tramos: Tramo[]; espacio: number } | null = null;
  const cerrarGrupo = () => {
    if (!actual) return;
    bloques.push({ tipo: 'grupo', grupo: actual.grupo, tramos: actual.tramos });
    // The group's trailing rows left out join the spacer after it.
    espacio += actual.espacio;
    actual = null;
  };
  d.items.forEach((item, i) => {
    if (actual && actual.grupo !== item.grupo) cerrarGrupo();
    if (!dibujar(i)) {
      if (actual) actual.espacio += item.alto;
      else espacio += item.alto;
      return;
    }
    if (!actual) {
      if (espacio > 0) bloques.push({ tipo: 'espacio', alto: espacio });
      espacio = 0;
      // Rows of this group before the first drawn one were counted in `espacio` already.
      actual = { grupo: item.grupo, tramos: [], espacio: 0 };
    }
    if (actual.espacio > 0) actual.tramos.push({ tipo: 'espacio', alto: actual.espacio });
    actual.espacio = 0;
    actual.tramos.push({ tipo: 'item', indice: i });
  });
  cerrarGrupo();
  if (espacio > 0) bloques.push({ tipo: 'espacio', alto: espacio });
  return bloques;
}
