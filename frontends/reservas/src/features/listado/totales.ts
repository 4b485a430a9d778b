import { formatearMonto } from '@recepcion/domain';
import type { FilaListado } from './tipos';

/** The totals of a reservation, one per currency: `CLP 150.000 / USD 21,00` (whole units without cents). */
export function textoTotales(totales: FilaListado['Totales'], centavos: (monedaId: string) => boolean): string {
  return totales.map((t) => `${t.MonedaId} ${formatearMonto(t.Total, centavos(t.MonedaId))}`).join(' / ');
}
