import { api } from '@recepcion/api-client';
import type { PrecioCalculado } from '@recepcion/contracts';

export interface PedidoPrecioCalculado {
  Fecha: string;
  MonedaId: string;
  /** The room type, meal plan or charge id. */
  ServicioId: number;
  CantidadPasajeros: number;
  DarIVAIncluido: boolean;
  DarPrecioPorPasajero: boolean;
  TipoImpuestoId: number | null;
  /** 6 room type (default), 5 meal plan, 7 charge. */
  TipoServicioId?: 5 | 6 | 7;
  /** A stay's check-out: every night from `Fecha` is priced in its own season, and the answer says the nights per season. */
  CheckOut?: string;
}

/** `PUT /api/ReservasB/GetPrecioCalculado`: the price list's price, when there is one. */
export function getPrecioCalculado(pedido: PedidoPrecioCalculado): Promise<PrecioCalculado> {
  return api.put('ReservasB/GetPrecioCalculado', pedido, { silent: true });
}
