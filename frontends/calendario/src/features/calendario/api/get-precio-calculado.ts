import { api } from '@recepcion/api-client';

export interface PedidoPrecioCalculado {
  Fecha: string;
  MonedaId: string;
  /** The room type id. */
  ServicioId: number;
  CantidadPasajeros: number;
  DarIVAIncluido: boolean;
  DarPrecioPorPasajero: boolean;
  TipoImpuestoId: number | null;
}

/** `PUT /api/ReservasB/GetPrecioCalculado`: the price list's price per night, when there is one. */
export function getPrecioCalculado(pedido: PedidoPrecioCalculado): Promise<{ HasValue: boolean; Value: number | null }> {
  return api.put('ReservasB/GetPrecioCalculado', pedido, { silent: true });
}
