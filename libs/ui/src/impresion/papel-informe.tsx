import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { GridColumn } from '../grid/grid-types';
import { textoCelda } from '../grid/valor-celda';
import { imprimirPagina, useAlImprimir } from './al-imprimir';

/** While a printable report is open, printing shows only its paper copy (the print stylesheet in ui.css). */
export const CLASE_IMPRIMIENDO = 'rc-imprimiendo';
/** The element outside the app's root that holds a page's paper copy (hidden on screen). */
export const CLASE_IMPRESION = 'rc-impresion';

/**
 * Past this many columns a report prints across the page (Letter landscape): the columns of a
 * wide report would not fit on a portrait page at a readable size.
 */
const COLUMNAS_VERTICAL = 6;
/** Past these many columns the paper copy uses a smaller type, then a smaller one, so every column fits the page's width. */
const COLUMNAS_DENSA = 14;
const COLUMNAS_MUY_DENSA = 20;

function densidad(columnas: number): string {
  if (columnas > COLUMNAS_MUY_DENSA) return ' rc-papel__tabla--densa rc-papel__tabla--muy-densa';
  return columnas > COLUMNAS_DENSA ? ' rc-papel__tabla--densa' : '';
}

/** A filter as the paper says it: `Período: 01-11-2026 al 30-11-2026`. */
export interface FiltroImpreso {
  etiqueta: string;
  valor: string;
}

export interface ImpresionInforme<T> {
  columnas: readonly GridColumn<T>[];
  filas: readonly T[];
  /** The filter values the report was read with, dates `dd-MM-yyyy`. */
  filtros: readonly FiltroImpreso[];
  /** Totals printed under the table. */
  pie?: ReactNode;
  /** Landscape; by default when the report has more columns than a portrait page holds. */
  horizontal?: boolean;
}

/** «Imprimir»: the browser's print dialog; the print stylesheet leaves only the report's paper copy. */
export function BotonImprimir() {
  return (
    <button type="button" className="rc-button rc-button--primary" onClick={imprimirPagina}>
      Imprimir
    </button>
  );
}

/** The top of a printed report: the hotel's name and header, the report's title and its filter values. */
/** The hotel as its paper names it: the name, and the statement's multi-line header (Configuración). */
export interface HotelImpreso {
  Nombre?: string | null;
  Encabezado?: string | null;
}

export function EncabezadoImpresion({ titulo, filtros, hotel }: { titulo: string; filtros: readonly FiltroImpreso[]; hotel?: HotelImpreso }) {
  return (
    <header className="rc-papel__encabezado">
      <p className="rc-papel__hotel">{hotel?.Nombre}</p>
      {hotel?.Encabezado && <p className="rc-papel__texto-encabezado">{hotel.Encabezado}</p>}
      <h2 className="rc-papel__titulo">{titulo}</h2>
      {filtros.length > 0 && (
        <dl className="rc-papel__filtros">
          {filtros.map((f) => (
            <div key={f.etiqueta}>
              <dt>{f.etiqueta}:</dt>
              <dd>{f.valor}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}

const esNumerica = <T,>(c: GridColumn<T>) => c.type === 'monto' || c.type === 'numero' || (c.className ?? '').includes('htRight');

/**
 * Every row and column of a report as a plain table: the grid on screen draws only the cells in
 * its viewport, so paper needs its own. Cells read as the grid and the CSV show them
 * (`textoCelda`: dates `dd-MM-yyyy`, amounts `1.234,50`).
 */
export function TablaImpresion<T>({ columnas, filas, titulo }: { columnas: readonly GridColumn<T>[]; filas: readonly T[]; titulo: string }) {
  return (
    <table className={`rc-papel__tabla${densidad(columnas.length)}`} aria-label={titulo}>
      <thead>
        <tr>
          {columnas.map((c) => (
            <th key={c.data} scope="col" className={esNumerica(c) ? 'rc-num' : undefined}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {filas.map((fila, i) => (
          <tr key={i}>
            {columnas.map((c) => (
              <td key={c.data} className={esNumerica(c) ? 'rc-num' : c.type === 'fecha' ? 'rc-papel__fecha' : undefined}>
                {textoCelda(c, fila)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A report's paper copy, outside the app's root so the print stylesheet can hide everything else
 * (navbar, filters, buttons, the grid): the header, the whole table, the totals. Hidden on screen
 * and from assistive technology, which read the grid; built once the page is going to print
 * (`useAlImprimir`), as every row of the report is many nodes a phone would build for nothing.
 */
export function PapelInforme<T>({ titulo, impresion, hotel }: { titulo: string; impresion: ImpresionInforme<T>; hotel?: HotelImpreso }) {
  const { columnas, filas, filtros, pie, horizontal = columnas.length > COLUMNAS_VERTICAL } = impresion;
  const imprimiendo = useAlImprimir();
  useEffect(() => {
    document.body.classList.add(CLASE_IMPRIMIENDO);
    return () => document.body.classList.remove(CLASE_IMPRIMIENDO);
  }, []);
  if (!imprimiendo) return null;
  return createPortal(
    <div className={`${CLASE_IMPRESION}${horizontal ? ` ${CLASE_IMPRESION}--horizontal` : ''}`} aria-hidden="true">
      <article className="rc-papel" aria-label={titulo}>
        <EncabezadoImpresion titulo={titulo} filtros={filtros} hotel={hotel} />
        <TablaImpresion columnas={columnas} filas={filas} titulo={titulo} />
        {pie && <p className="rc-papel__pie">{pie}</p>}
      </article>
    </div>,
    document.body,
  );
}
