import { HotTable, type HotTableProps, type HotTableRef } from '@handsontable/react-wrapper';
import { formatearNumero, parsearNumero } from '@recepcion/domain';
import type Handsontable from 'handsontable/base';
import type { CellChange, ChangeSource, ColumnSettings } from 'handsontable/base';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { focoQueSeQueda, seguirElFoco, teclaAjena } from './foco-grilla';
import type { GridColumn } from './grid-types';
import { IDIOMA_GRID, licenciaHandsontable, registrarHandsontable } from './handsontable-setup';
import { alineacion, encabezado, textoCelda } from './valor-celda';

registrarHandsontable();

export interface HotGridProps<T> {
  columns: readonly GridColumn<T>[];
  data: readonly T[];
  ariaLabel: string;
  height: number;
  editable: boolean;
  seleccion: number | null;
  onSeleccion: (indice: number) => void;
  onActivar?: (indice: number) => void;
  onCambio?: (indice: number, campo: keyof T & string, valor: unknown) => void;
}

const SOLO_LECTURA = new Set(['fecha', 'booleano']);

/** Handsontable itself: loaded on demand, so pages without grids never download it. */
export default function HotGrid<T>({ columns, data, ariaLabel, height, editable, seleccion, onSeleccion, onActivar, onCambio }: HotGridProps<T>) {
  const hotRef = useRef<HotTableRef>(null);
  const dejarDeSeguir = useRef<(() => void) | null>(null);
  // Handsontable keeps the hooks it was given: they read the latest props through this ref.
  const actual = useRef({ data, columns, seleccion, onSeleccion, onActivar, onCambio });
  actual.current = { data, columns, seleccion, onSeleccion, onActivar, onCambio };

  const columnas = useMemo<ColumnSettings[]>(
    () =>
      columns.map((columna) => ({
        data: columna.data,
        title: columna.title,
        width: columna.width,
        className: alineacion(columna),
        headerClassName: encabezado(columna),
        readOnly: !editable || Boolean(columna.readOnly || columna.formato || SOLO_LECTURA.has(columna.type ?? 'texto')),
        valueFormatter: (_valor: unknown, celda: { row: number }) => textoCelda(columna, actual.current.data[celda.row]),
      })),
    [columns, editable],
  );

  // Handsontable works on its own copy: it never writes into the page's rows.
  const filas = useMemo(() => data.map((fila) => ({ ...fila })), [data]);

  // New rows re-apply the selection, and Handsontable then focuses the selected cell (blurring an
  // input it finds focused). Away from the grid the selection is dropped before the rows go in (the
  // wrapper hands them over in its effect): the effect below selects the row again, focus untouched.
  useLayoutEffect(() => {
    const hot = hotRef.current?.hotInstance;
    if (hot && !hot.isDestroyed && focoQueSeQueda(hot) && hot.getSelectedLast()) hot.deselectCell();
  }, [filas]);

  useEffect(() => {
    const hot = hotRef.current?.hotInstance;
    if (!hot || hot.isDestroyed) return;
    const ultima = hot.getSelectedLast();
    if (seleccion === null || seleccion >= filas.length) {
      if (ultima) hot.deselectCell();
      return;
    }
    if (!ultima || ultima[0] !== seleccion) {
      hot.selectCell(seleccion, Math.max(ultima?.[1] ?? 0, 0), undefined, undefined, true, false);
    }
  }, [seleccion, filas]);

  const beforeChange = (cambios: (CellChange | null)[], origen: ChangeSource): boolean | void => {
    if (origen === 'loadData' || origen === 'updateData') return;
    const { columns: cols, onCambio: avisar } = actual.current;
    for (const cambio of cambios) {
      if (!cambio) continue;
      const [fila, campo, , nuevo] = cambio;
      const columna = cols.find((c) => c.data === campo);
      if (!columna || !avisar) continue;
      const numerico = columna.type === 'monto' || columna.type === 'numero';
      const valor = numerico ? (typeof nuevo === 'number' ? nuevo : parsearNumero(String(nuevo ?? ''))) : (nuevo ?? '');
      avisar(fila, columna.data, valor);
    }
    // The page owns the rows: it applies the change and hands the grid new data.
    return false;
  };

  const ajustes = useMemo<HotTableProps>(
    () => ({
      data: filas as object[],
      columns: columnas,
      colHeaders: true,
      rowHeaders: false,
      height,
      width: '100%',
      stretchH: 'all',
      autoColumnSize: true,
      licenseKey: licenciaHandsontable(),
      language: IDIOMA_GRID,
      layoutDirection: 'ltr',
      selectionMode: 'single',
      outsideClickDeselects: false,
      currentRowClassName: 'rc-grid__fila-actual',
      autoWrapRow: false,
      autoWrapCol: false,
      tabNavigation: true,
      navigableHeaders: false,
      fillHandle: false,
      ariaTags: true,
      readOnly: !editable,
      // A list is read-only as a whole: its cells should not look disabled (Handsontable's htDimmed).
      readOnlyCellClassName: editable ? 'htDimmed' : 'rc-grid__lectura',
      afterInit(this: Handsontable) {
        dejarDeSeguir.current?.();
        dejarDeSeguir.current = seguirElFoco(this);
        this.rootElement.setAttribute('aria-label', ariaLabel);
        this.rootElement.setAttribute('aria-multiselectable', 'false');
        // Handsontable makes the scroll box between the grid and its rows focusable (tabindex -1):
        // a focusable wrapper hides the rows from the grid's semantics (WCAG 1.3.1, axe
        // aria-required-children). The cells stay focusable, so it never becomes a tab stop.
        this.rootElement.querySelector('.ht_master > .wtHolder')?.removeAttribute('tabindex');
      },
      afterDestroy() {
        dejarDeSeguir.current?.();
        dejarDeSeguir.current = null;
      },
      modifyFocusedElement() {
        // A selection the user did not make in the grid leaves the focus where it is (focusing the
        // element that already has it changes nothing).
        const hot = hotRef.current?.hotInstance;
        return hot ? focoQueSeQueda(hot) : undefined;
      },
      afterSelectionEnd(fila: number) {
        if (fila >= 0 && fila !== actual.current.seleccion) actual.current.onSeleccion(fila);
      },
      afterOnCellMouseDown(event: MouseEvent, coords: { row: number | null }) {
        if (event.detail === 2 && coords.row !== null && coords.row >= 0) actual.current.onActivar?.(coords.row);
      },
      beforeKeyDown(event: KeyboardEvent): boolean | void {
        const hot = hotRef.current?.hotInstance;
        if (hot && teclaAjena(hot, event)) {
          // Typed in an input, a button or a dialog: that element's key, never the grid's (false
          // stops every Handsontable shortcut and leaves the event to its target).
          hot.unlisten();
          return false;
        }
        const { onActivar: activar } = actual.current;
        if (event.key !== 'Enter' || !activar || !hot || hot.getActiveEditor()?.isOpened()) return;
        const ultima = hot.getSelectedLast();
        if (editable && !hot.getCellMeta(ultima?.[0] ?? 0, ultima?.[1] ?? 0).readOnly) return;
        if (ultima && ultima[0] >= 0) {
          // Enter opens the row instead of moving down (false stops Handsontable's own shortcut).
          event.preventDefault();
          activar(ultima[0]);
          return false;
        }
      },
      afterBeginEditing(fila: number, col: number) {
        // Numbers are edited as they are shown (1.234,5), since the text is read back that way.
        const hot = hotRef.current?.hotInstance;
        const columna = actual.current.columns[col];
        if (!hot || !columna || (columna.type !== 'monto' && columna.type !== 'numero')) return;
        const editor = hot.getActiveEditor();
        const original = hot.getDataAtCell(fila, col);
        if (editor && typeof original === 'number' && editor.getValue() === String(original)) {
          editor.setValue(formatearNumero(original, { decimales: columna.type === 'monto' ? 2 : (columna.decimales ?? 2) }));
        }
      },
      beforeChange,
    }),
    [filas, columnas, height, editable, ariaLabel],
  );

  return <TablaHot hotRef={hotRef} ajustes={ajustes} />;
}

/**
 * The wrapper hands every prop to `updateSettings` on each render, which reloads the data and
 * replays the selection: it renders only when the settings change, never for a new selection.
 */
const TablaHot = memo(function TablaHot({ hotRef, ajustes }: { hotRef: RefObject<HotTableRef | null>; ajustes: HotTableProps }) {
  return <HotTable ref={hotRef} {...ajustes} />;
});
