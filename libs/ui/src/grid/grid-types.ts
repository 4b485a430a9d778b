import type { ReactNode } from 'react';

/** How a column shows its value: dates `dd-MM-yyyy`, money `1.234,50`, numbers `1.234,5`. */
export type TipoColumna = 'texto' | 'numero' | 'monto' | 'fecha' | 'booleano';

export interface GridColumn<T> {
  /** Header text (Spanish). */
  title: string;
  /** The row property shown in this column. */
  data: keyof T & string;
  /** Default 'texto'. */
  type?: TipoColumna;
  /** Width in pixels; without it AutoColumnSize measures the content. */
  width?: number;
  /** Only matters in an `editable` grid; dates, booleans and formatted columns are always read-only. */
  readOnly?: boolean;
  /** Money: whether the currency has cents (2 decimals) or not (0); per row when a function. */
  conCentavos?: boolean | ((fila: T) => boolean);
  /** Numbers: most decimals shown (default 2). */
  decimales?: number;
  /** Custom text for the cell (and the CSV), instead of the type's formatting. */
  formato?: (valor: unknown, fila: T) => string;
  /** Extra CSS classes for the cells (`htCenter`, `htRight`...). */
  className?: string;
}

export interface GridProps<T> {
  columns: readonly GridColumn<T>[];
  data: readonly T[];
  /** Accessible name of the grid, e.g. 'Habitaciones'. */
  ariaLabel: string;
  /** Pixels; default 600 (spec section 9). */
  height?: number;
  /** The selected row changed (click or keyboard); exactly one row is selected at a time. */
  onSelect?: (fila: T, indice: number) => void;
  /**
   * The selected row's index when the page keeps the selection (null: none). The grid then shows
   * exactly this row, and a click or a key only asks for another through `onSelect`: what looks
   * selected and what the page's buttons act on cannot drift apart when rows are removed. Left
   * undefined, the grid keeps the selection itself.
   */
  seleccionada?: number | null;
  /** Double click or Enter on a row (open it for editing). */
  onActivate?: (fila: T, indice: number) => void;
  /** Lets cells be edited (columns not `readOnly`); the grid never changes `data` itself. */
  editable?: boolean;
  /** An edited cell: the new value (numbers parsed from es-CL text). */
  onCambio?: (fila: T, campo: keyof T & string, valor: unknown, indice: number) => void;
  /** Shows an 'Exportar CSV' button that downloads this file (`.csv` added when missing). */
  exportarCsv?: string;
  /** Text shown instead of an empty grid. */
  sinDatos?: ReactNode;
  /** Buttons or filters placed in the toolbar, before the export button. */
  toolbar?: ReactNode;
  className?: string;
  /**
   * Loads and draws Handsontable only once the grid comes near the viewport (useAlVerse): for a
   * grid below other content, which a phone shows only after scrolling. The toolbar and the CSV
   * export work before.
   */
  alVerse?: boolean;
}

/** What a page reaches through the Grid's ref. */
export interface GridHandle<T> {
  /** Downloads the rows as a CSV file (UTF-8 with BOM, `;` separated, values as shown). */
  exportarCsv: (nombreArchivo: string) => void;
  /** Selects a row (scrolls to it and calls `onSelect`); null clears the selection (a page that passes `seleccionada` clears its own). */
  seleccionarFila: (indice: number | null) => void;
  /** The selected row and its index, or null. */
  filaSeleccionada: () => { fila: T; indice: number } | null;
}
