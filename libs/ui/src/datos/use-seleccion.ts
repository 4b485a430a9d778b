import type { GridHandle } from '../grid/grid-types';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one selected row of a page's grid, kept by Id: it stays on the same record when rows are
 * added, changed or removed, and the grid shows it. Without a choice, the first row.
 */
export function useSeleccion<T extends { Id: number }>(filas: readonly T[]) {
  const gridRef = useRef<GridHandle<T>>(null);
  const [id, setId] = useState<number | null>(null);
  const seleccionado = filas.find((f) => f.Id === id) ?? filas[0];

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !seleccionado) return;
    const indice = filas.indexOf(seleccionado);
    if (grid.filaSeleccionada()?.indice !== indice) grid.seleccionarFila(indice);
  });

  const seleccionar = useCallback((fila: T | undefined) => setId(fila?.Id ?? null), []);

  /** After removing `fila`: the next row, else the one before. */
  const seleccionarVecina = useCallback(
    (fila: T) => {
      const indice = filas.findIndex((f) => f.Id === fila.Id);
      setId((filas[indice + 1] ?? filas[indice - 1])?.Id ?? null);
    },
    [filas],
  );

  return { gridRef, seleccionado, seleccionar, seleccionarVecina };
}
