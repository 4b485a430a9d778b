import { textoCelda } from '@recepcion/ui';
import type { KeyboardEvent } from 'react';

/**
 * Stands in for libs/ui's Handsontable module in jsdom (which lacks the layout Handsontable
 * needs; the browser tests use the real one). Fed the same props, it shows the rows as a table
 * with one selected row: a click selects, a double click or Enter opens, the arrows move.
 */
interface Props<T> {
  columns: readonly { title: string; data: string }[];
  data: readonly T[];
  ariaLabel: string;
  seleccion: number | null;
  onSeleccion: (indice: number) => void;
  onActivar?: (indice: number) => void;
}

export default function HotGridFalso<T>({ columns, data, ariaLabel, seleccion, onSeleccion, onActivar }: Props<T>) {
  const tecla = (event: KeyboardEvent, i: number) => {
    if (event.key === 'Enter') onActivar?.(i);
    else if (event.key === 'ArrowDown' && i < data.length - 1) onSeleccion(i + 1);
    else if (event.key === 'ArrowUp' && i > 0) onSeleccion(i - 1);
  };
  return (
    <table role="grid" aria-label={ariaLabel}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.data} role="columnheader">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((fila, i) => (
          <tr key={i} aria-selected={seleccion === i} tabIndex={seleccion === i ? 0 : -1} onClick={() => onSeleccion(i)} onDoubleClick={() => onActivar?.(i)} onKeyDown={(e) => tecla(e, i)}>
            {columns.map((c) => (
              <td key={c.data} role="gridcell">
                {textoCelda(c as never, fila)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
