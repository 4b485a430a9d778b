import { formatearFecha } from './formato-fecha';
import { formatearMonto, formatearNumero } from './numeros';

/**
 * The server writes its history lines with dates as ISO days and amounts as plain numbers
 * (`del 2026-12-01 al 2026-12-04`, `4500 CLP`, `total 150000`). Only those two shapes are read
 * here, and only where the server puts them, so a line it already formats passes untouched:
 * - an ISO day anywhere (a midnight time after it, if any, goes with it) becomes `dd-MM-yyyy`;
 * - an amount at the end of the line, followed by its currency or after `total` (a room line's,
 *   in the reservation's currency), gets dot thousands and comma decimals. A plain number has at
 *   most two decimals after a dot, so an es-CL amount (`4.500`, `1.234,50`) never matches.
 * A reservation's history and the hotel's activity log show the same lines; the log, which spans
 * reservations, knows no reservation currency: a `total` then gets its digits grouped only.
 */
const DIA_ISO = /(?<![\d-])(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.000)?)?Z?)?(?![\d-])/g;
const MONTO_CON_MONEDA = /(?<![\d.,])(-?\d+(?:\.\d{1,2})?) ([A-Z]{3})$/;
const MONTO_TOTAL = /(\btotal )(-?\d+(?:\.\d{1,2})?)$/;

export function textoHistorial(descripcion: string, { monedaReserva, centavosDe }: { monedaReserva?: string; centavosDe: (monedaId: string) => boolean }): string {
  return descripcion
    .replace(DIA_ISO, (_, dia: string) => formatearFecha(dia) || dia)
    .replace(MONTO_CON_MONEDA, (_, monto: string, moneda: string) => `${formatearMonto(Number(monto), centavosDe(moneda))} ${moneda}`)
    .replace(MONTO_TOTAL, (_, antes: string, monto: string) =>
      monedaReserva ? `${antes}${formatearMonto(Number(monto), centavosDe(monedaReserva))} ${monedaReserva}` : `${antes}${formatearNumero(Number(monto))}`,
    );
}
