import type { GridColumn } from './grid-types';
import { textoCelda } from './valor-celda';

/** Byte order mark: without it Excel reads UTF-8 as ANSI and breaks the accents. */
export const BOM = '\uFEFF';
/** Excel in Spanish reads `;` as the column separator (the comma is the decimal). */
export const SEPARADOR_CSV = ';';

function campo(texto: string): string {
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** Text that a spreadsheet would run as a formula is written as text. */
function sinFormula(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) && !/^-?[\d.]+(,\d+)?$/.test(texto) ? `'${texto}` : texto;
}

/** The grid as CSV: a header row with the titles, then each row's values as the grid shows them. */
export function generarCsv<T>(columnas: readonly GridColumn<T>[], filas: readonly T[]): string {
  const lineas = [columnas.map((c) => campo(c.title))];
  for (const fila of filas) lineas.push(columnas.map((c) => campo(sinFormula(textoCelda(c, fila)))));
  return BOM + lineas.map((l) => l.join(SEPARADOR_CSV)).join('\r\n') + '\r\n';
}

/** Has the browser download `contenido` as `nombreArchivo` (`.csv` added when missing). */
export function descargarCsv(nombreArchivo: string, contenido: string): void {
  const nombre = /\.csv$/i.test(nombreArchivo) ? nombreArchivo : `${nombreArchivo}.csv`;
  const url = URL.createObjectURL(new Blob([contenido], { type: 'text/csv;charset=utf-8' }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.style.display = 'none';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
