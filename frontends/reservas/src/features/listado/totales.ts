import { formatearMonto } from '@recepcion/domain';
import type { FilaListado } from './tipos';

/**
 * The totals of a reservation, one per currency: `CLP 150.000 / USD 21,00` (whole units without
 * cents). A currency with nothing to total (only paid in it) is left out, unless no currency has
 * one: a stay at 0 still says `CLP 0`.
 */
export function textoTotales(totales: FilaListado['Totales'], centavos: (monedaId: string) => boolean): string {
  const conTotal = totales.filter((t) => t.Total !== 0);
  return (conTotal.length > 0 ? conTotal : totales.slice(0, 1)).map((t) => `${t.MonedaId} ${formatearMonto(t.Total, centavos(t.MonedaId))}`).join(' / ');
}
