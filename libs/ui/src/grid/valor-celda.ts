import { formatearFecha, formatearMonto, formatearNumero } from '@recepcion/domain';
import type { GridColumn } from './grid-types';

/** The text a cell shows (and the CSV writes) for a row. */
export function textoCelda<T>(columna: GridColumn<T>, fila: T | undefined): string {
  if (fila === undefined || fila === null) return '';
  const valor = fila[columna.data];
  if (columna.formato) return columna.formato(valor, fila);
  if (valor === null || valor === undefined) return '';
  switch (columna.type ?? 'texto') {
    case 'fecha':
      return typeof valor === 'string' ? formatearFecha(valor) : '';
    case 'monto': {
      const conCentavos = typeof columna.conCentavos === 'function' ? columna.conCentavos(fila) : (columna.conCentavos ?? true);
      return formatearMonto(Number(valor), conCentavos);
    }
    case 'numero':
      return formatearNumero(Number(valor), { decimales: columna.decimales ?? 2 });
    case 'booleano':
      return valor ? 'Sí' : 'No';
    default:
      return String(valor);
  }
}

/** Numbers and money align right, as in a ledger. */
export function alineacion<T>(columna: GridColumn<T>): string {
  const tipo = columna.type ?? 'texto';
  const base = tipo === 'monto' || tipo === 'numero' ? 'htRight' : tipo === 'booleano' ? 'htCenter' : '';
  return [base, columna.className].filter(Boolean).join(' ');
}

/** Headers follow their column: numbers right, the rest left. */
export function encabezado<T>(columna: GridColumn<T>): string {
  const tipo = columna.type ?? 'texto';
  return tipo === 'monto' || tipo === 'numero' ? 'htRight' : tipo === 'booleano' ? 'htCenter' : 'htLeft';
}
