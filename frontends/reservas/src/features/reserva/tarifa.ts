import { formatearFecha } from '@recepcion/domain';
import { getPrecioCalculado, type PedidoPrecioCalculado } from './api/get-precio-calculado';
import { noHayTarifa } from './mensajes';

/** The price list's price of a service, or the warning that it has none (the price is then typed by hand). */
export type Tarifa = { precio: number; aviso?: undefined } | { precio: null; aviso: string };

/**
 * Asks the price list (`GetPrecioCalculado`) for a room type's or meal plan's price. Without one,
 * the answer carries the warning 'No hay tarifa para ...' instead of a 0 that would read as a price.
 * Rejects when the call fails (the caller leaves the price as it was).
 */
export async function buscarTarifa(pedido: PedidoPrecioCalculado, servicio: string): Promise<Tarifa> {
  const precio = await getPrecioCalculado(pedido);
  if (precio.HasValue && precio.Value !== null) return { precio: precio.Value };
  return { precio: null, aviso: noHayTarifa(servicio, pedido.MonedaId, formatearFecha(pedido.Fecha)) };
}

/** The warnings of one room line, by price field. */
export type AvisosLinea = Partial<Record<'AlojamientoPrecioUnitario' | 'RegimenPrecioUnitario', string>>;

/** A line's price is missing: no accommodation price, or a meal plan without its price. */
export const sinPrecio = (l: { AlojamientoPrecioUnitario: number | null; IDServicioRegimen?: number | null; RegimenPrecioUnitario?: number | null }) =>
  l.AlojamientoPrecioUnitario === null || (Boolean(l.IDServicioRegimen) && (l.RegimenPrecioUnitario === null || l.RegimenPrecioUnitario === undefined));
