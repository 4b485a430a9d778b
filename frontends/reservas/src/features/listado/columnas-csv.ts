import { formatearMonto } from '@recepcion/domain';
import type { GridColumn } from '@recepcion/ui';
import type { FilaListado } from './tipos';

/** The currencies of the rows, in the order they first appear. */
const monedasDe = (filas: readonly FilaListado[]): string[] => [...new Set(filas.flatMap((f) => [...f.Totales.map((t) => t.MonedaId), ...f.Saldos.map((s) => s.MonedaId)]))];

/**
 * The CSV's columns: the grid's, with its «Total» text (`CLP 150.000 / USD 21,00`) replaced by a
 * «Total CLP» and a «Saldo CLP» column per currency holding plain amounts, which a spreadsheet
 * can add up (a currency the row has nothing in stays empty).
 */
export function columnasCsv<T extends FilaListado>(columnas: readonly GridColumn<T>[], filas: readonly FilaListado[], centavos: (monedaId: string) => boolean): GridColumn<T>[] {
  const porMoneda = monedasDe(filas).flatMap((monedaId): GridColumn<T>[] => [
    { title: `Total ${monedaId}`, data: 'Totales', formato: (_v, f) => formatearMonto(f.Totales.find((t) => t.MonedaId === monedaId)?.Total, centavos(monedaId)) },
    { title: `Saldo ${monedaId}`, data: 'Saldos', formato: (_v, f) => formatearMonto(f.Saldos.find((s) => s.MonedaId === monedaId)?.Saldo, centavos(monedaId)) },
  ]);
  return columnas.flatMap((c) => (c.data === 'Totales' ? porMoneda : [c]));
}
