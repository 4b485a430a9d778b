import { formatearFecha } from '@recepcion/domain';
import { getPrecioCalculado, type PedidoPrecioCalculado } from './api/get-precio-calculado';
import { noHayTarifa } from './mensajes';

/**
 * The price list's price of a service, or the warning that it has none (the price is then typed by
 * hand). `noches`: for a stay across seasons, its nights per season («2 noches Alta × 60.000, ...»).
 */
export type Tarifa = { precio: number; aviso?: undefined; noches?: string } | { precio: null; aviso: string; noches?: string };

/**
 * Asks the price list (`GetPrecioCalculado`) for a room type's or meal plan's price. Without one,
 * the answer carries the warning 'No hay tarifa para ...' instead of a 0 that would read as a price.
 * Rejects when the call fails (the caller leaves the price as it was).
 */
export async function buscarTarifa(pedido: PedidoPrecioCalculado, servicio: string): Promise<Tarifa> {
  const precio = await getPrecioCalculado(pedido);
  // One season's nights need no breakdown: the unit price says it all.
  const noches = (precio.DetalleNoches?.length ?? 0) > 1 ? precio.ResumenNoches : undefined;
  if (precio.HasValue && precio.Value !== null) return { precio: precio.Value, noches };
  if (noches) return { precio: null, aviso: `No hay tarifa para ${servicio} en ${pedido.MonedaId} en todas las noches (${noches}): ingrese el precio.`, noches };
  return { precio: null, aviso: noHayTarifa(servicio, pedido.MonedaId, formatearFecha(pedido.Fecha)) };
}

/** The stay's check-out to ask a line's price night by night, when the line has nights. */
export const checkOutDeEstadia = (l: { CheckIn?: string | null; CheckOut?: string | null }): { CheckOut?: string } =>
  l.CheckIn && l.CheckOut && l.CheckOut > l.CheckIn ? { CheckOut: l.CheckOut } : {};

/** Per price field, the nights per season of the price the price list proposed. */
export type NochesLinea = Partial<Record<keyof AvisosLinea, { precio: number; texto: string }>>;

/** The nights per season under a price field, while it still holds the price they explain. */
export const nochesDelPrecio = (noches: NochesLinea, campo: keyof AvisosLinea, precio: number | null | undefined): string | undefined => {
  const n = noches[campo];
  return n && precio === n.precio ? n.texto : undefined;
};

/** The warnings of one room line, by price field. */
export type AvisosLinea = Partial<Record<'AlojamientoPrecioUnitario' | 'RegimenPrecioUnitario', string>>;

/** A line's price is missing: no accommodation price, or a meal plan without its price. */
export const sinPrecio = (l: { AlojamientoPrecioUnitario: number | null; IDServicioRegimen?: number | null; RegimenPrecioUnitario?: number | null }) =>
  l.AlojamientoPrecioUnitario === null || (Boolean(l.IDServicioRegimen) && (l.RegimenPrecioUnitario === null || l.RegimenPrecioUnitario === undefined));
