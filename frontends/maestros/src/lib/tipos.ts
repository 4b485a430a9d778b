/**
 * The rows the area's calls answer, under the names the features use: the wire types themselves
 * live once, in libs/contracts. Shared by the features, which never import each other.
 */
export type {
  CargoDetalle as Cargo,
  ClienteDetalle as Cliente,
  FormaPagoDetalle as FormaPago,
  GrupoServicioDetalle as GrupoServicio,
  HabitacionDetalle as Habitacion,
  HotelMonedaDetalle as HotelMoneda,
  LineaTarifa as TarifaLinea,
  MonedaResumen as Moneda,
  RegimenDetalle as Regimen,
  TarifaDetalle as Tarifa,
  TarifaFila,
  TemporadaDetalle as Temporada,
  TipoHabitacionDetalle as TipoHabitacion,
  TipoImpuestoDetalle as TipoImpuesto,
} from '@recepcion/contracts';
import type { LineaTarifa, TarifaDetalle } from '@recepcion/contracts';

/** What a save sends: the price list, whose new lines have no Id yet. */
export type TarifaPedido = Omit<TarifaDetalle, 'DetalleTarifa'> & { DetalleTarifa: (Omit<LineaTarifa, 'Id'> & { Id?: number })[] };

/** Service kinds of a price list (spec section 3). */
export type TipoServicioId = 5 | 6 | 7;

/** A country of the global catalogue (`GET /api/Paises`), as the client dialog lists it. */
export interface Pais {
  Id: number;
  Nombre: string;
}
