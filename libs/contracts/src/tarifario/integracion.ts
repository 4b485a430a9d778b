import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/tarifario answers (its handlers), sent by other modules through the CQRS buses. */

/** tarifario: does this currency exist (setup dialog)? */
export class ObtenerMoneda {
  constructor(readonly monedaId: string) {}
}

export interface MonedaResumen {
  IDMoneda: string;
  Nombre: string;
  Centavos: boolean;
}

/** tarifario, during hotel setup: the hotel's tax type and currency. Runs in the caller's transaction. */
export class PrepararTarifarioInicial {
  constructor(
    readonly hotelId: number,
    readonly impuestoNombre: string,
    readonly impuestoPorcentaje: number,
    readonly monedaId: string,
  ) {}
}

export interface TarifarioInicial {
  tipoImpuestoId: number;
}

export class ListasReferenciaTarifario {}

/** tarifario: a tax type of the session's hotel, or null. */
export class ObtenerTipoImpuesto {
  constructor(readonly tipoImpuestoId: number) {}
}

export interface TipoImpuestoResumen {
  Id: number;
  Nombre: string;
  Porcentaje: number;
}

/** tarifario, in one round trip: these currencies and the session hotel's tax types and payment methods among these ids. */
export class ResolverReferenciasTarifario {
  constructor(readonly ids: { monedas?: string[]; tiposImpuesto?: number[]; formasPago?: number[] }) {}
}

/** A payment method (FormaPago) of the hotel, as a payment names it. */
export interface FormaPagoResumen {
  Id: number;
  Nombre: string;
}

export interface ReferenciasTarifario {
  monedas: MonedaResumen[];
  tiposImpuesto: TipoImpuestoResumen[];
  /** Absent when none was asked. */
  formasPago?: FormaPagoResumen[];
}

/**
 * tarifario: how many lines of the session hotel's price lists price this service (`tipoServicioId`
 * 6 room type, 5 meal plan, 7 charge). maestros refuses to delete a service a price list still prices.
 */
export class UsosEnTarifas {
  constructor(
    readonly tipoServicioId: number,
    readonly servicioId: number,
  ) {}
}

/** 'No se puede eliminar el régimen: lo usan 2 tarifas' (the 400 of a delete refused by UsosEnTarifas). */
export function mensajeEnUsoPorTarifas(nombre: string, pronombre: 'lo' | 'la', tarifas: number): string {
  return `No se puede eliminar ${nombre}: ${pronombre} ${tarifas === 1 ? 'usa 1 tarifa' : `usan ${tarifas} tarifas`}`;
}

/** The 400 of a hotel currency's delete refused because the hotel's configuration names it (cuenta's UsosEnConfiguracion). */
export const MENSAJE_MONEDA_EN_CONFIGURACION = 'No se puede eliminar la moneda: la usa la configuración del hotel';

/** The 400 of the global catalogue's delete of a currency that hotels use (their list, price lists or configuration). */
export const MENSAJE_MONEDA_USADA_POR_HOTELES = 'No se puede eliminar: hay hoteles que usan esta moneda';

export class DatosHotelTarifario {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}

/** tarifario: a price from the session hotel's price lists, exactly as `PUT /api/ReservasB/GetPrecioCalculado` answers it. */
export class CalcularPrecio {
  constructor(readonly pedido: PedidoDePrecio) {}
}

/** The body of `GetPrecioCalculado`: one date, or with `CheckOut` a stay priced night by night. */
export interface PedidoDePrecio {
  Fecha: string;
  CheckOut?: string;
  MonedaId: string;
  ServicioId: number;
  /** 6 room type (default), 5 meal plan, 7 charge. */
  TipoServicioId?: number;
  CantidadPasajeros: number;
  DarIVAIncluido?: boolean;
  DarPrecioPorPasajero?: boolean;
  TipoImpuestoId?: number | null;
}
