import type { TramoNoches } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { getPrecioCalculado, type PedidoPrecioCalculado } from './api/get-precio-calculado';
import { noHayTarifa } from './mensajes';

/**
 * The price list's price of a service, or the warning that it has none (the price is then typed by
 * hand). `detalle`: for a stay across seasons, its nights per season, which the line keeps so that
 * it totals their sum (not the rounded average × nights) and shows them under the price.
 */
export type Tarifa = { precio: number; aviso?: undefined; detalle?: TramoNoches[] } | { precio: null; aviso: string; detalle?: undefined };

/**
 * Asks the price list (`GetPrecioCalculado`) for a room type's or meal plan's price. Without one,
 * the answer carries the warning 'No hay tarifa para ...' instead of a 0 that would read as a price.
 * Rejects when the call fails (the caller leaves the price as it was).
 */
export async function buscarTarifa(pedido: PedidoPrecioCalculado, servicio: string): Promise<Tarifa> {
  const precio = await getPrecioCalculado(pedido);
  // One season's nights need no breakdown: the unit price says it all, and unit × nights is exact.
  const detalle = precio.DetalleNoches && precio.DetalleNoches.length > 1 ? precio.DetalleNoches : undefined;
  if (precio.HasValue && precio.Value !== null) return detalle ? { precio: precio.Value, detalle } : { precio: precio.Value };
  if (detalle) return { precio: null, aviso: `No hay tarifa para ${servicio} en ${pedido.MonedaId} en todas las noches (${precio.ResumenNoches}): ingrese el precio.` };
  return { precio: null, aviso: noHayTarifa(servicio, pedido.MonedaId, formatearFecha(pedido.Fecha)) };
}

/** The stay's check-out to ask a line's price night by night, when the line has nights. */
export const checkOutDeEstadia = (l: { CheckIn?: string | null; CheckOut?: string | null }): { CheckOut?: string } =>
  l.CheckIn && l.CheckOut && l.CheckOut > l.CheckIn ? { CheckOut: l.CheckOut } : {};

/** Where a line keeps the nights per season of each price field. */
export const CAMPO_NOCHES = { AlojamientoPrecioUnitario: 'AlojamientoNoches', RegimenPrecioUnitario: 'RegimenNoches' } as const;

/** The warnings of one room line, by price field. */
export type AvisosLinea = Partial<Record<'AlojamientoPrecioUnitario' | 'RegimenPrecioUnitario', string>>;

/** A line's price is missing: no accommodation price, or a meal plan without its price. */
export const sinPrecio = (l: { AlojamientoPrecioUnitario: number | null; IDServicioRegimen?: number | null; RegimenPrecioUnitario?: number | null }) =>
  l.AlojamientoPrecioUnitario === null || (Boolean(l.IDServicioRegimen) && (l.RegimenPrecioUnitario === null || l.RegimenPrecioUnitario === undefined));
