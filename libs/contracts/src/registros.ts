import type { DocumentoCliente, TipoDocumento } from './clientes';

/*
 * What the master-data calls answer for one record (GET list and /{id}, POST, PUT, DELETE of the
 * generic CRUD, spec section 7): the `aJson` of each definition builds exactly this, and the
 * OpenAPI document describes these answers from these types.
 */

/** `/api/Habitaciones`. */
export interface HabitacionDetalle {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string | null;
  Comentario: string | null;
  Orden: number;
}

/** A room update (`PUT /api/Habitaciones/{id}`) answering this Comentario makes the rooms list reload (spec section 8). */
export const MARCA_RECARGAR_HABITACIONES = '-.-';

/** `/api/TiposHabitacion`. */
export interface TipoHabitacionDetalle {
  Id: number;
  Nombre: string;
  CantidadPasajeros: number;
  CantidadPasajerosPredeterminado: number;
}

/** `/api/GruposServicio`. */
export interface GrupoServicioDetalle {
  Id: number;
  Nombre: string;
  IDContactoMaster: number | null;
  Comentario: string | null;
}

/** `/api/Cargos`. */
export interface CargoDetalle {
  Id: number;
  Nombre: string;
  TipoCargoId: number;
  TipoCargoNombre: string | null;
  Comentario: string | null;
}

/** `/api/Regimenes`. */
export interface RegimenDetalle {
  Id: number;
  Nombre: string;
  Comentario: string | null;
}

/** `/api/Clientes`. */
export interface ClienteDetalle {
  Id: number;
  Nombre: string;
  GiroId: number;
  GiroNombre: string | null;
  PaisId: number;
  Ciudad: string | null;
  Rut: string | null;
  Pasaporte: string | null;
  TipoDocumento: TipoDocumento | null;
  NumeroDocumento: string | null;
  Email: string | null;
  Telefono: string | null;
  Contacto: string | null;
  Direccion: string | null;
}

/** `/api/ListaEspera`. */
export interface ListaEsperaDetalle {
  Id: number;
  CheckIn: string;
  CheckOut: string;
  HotelId: number;
  ClienteId: number;
  ClienteNombre: string;
  NombrePax: string | null;
  CantidadPasajeros: number;
  CantidadHabitaciones: number;
  HabitacionesPreferencia: string | null;
  Comentario: string | null;
  Usuario: string | null;
}

/**
 * A row of `GET /api/ListaEspera/Busqueda/{desde}/{hasta}`: a pending entry (not yet reserved, its
 * check-in today or later) and whether its dates hold as many free rooms as it asks for right now.
 */
export interface ListaEsperaFila extends ListaEsperaDetalle {
  HayDisponibilidad: boolean;
}

/** `/api/Gastos`. */
export interface GastoDetalle {
  Id: number;
  Fecha: string;
  Concepto: string;
  Valor: number;
  Comentario: string | null;
}

/** `/api/TipoImpuestos`. */
export interface TipoImpuestoDetalle {
  Id: number;
  Nombre: string;
  Porcentaje: number;
  /** Created by the system (hotel setup), not by the user. */
  sys: boolean;
}

/** `/api/FormasPago`. */
export interface FormaPagoDetalle {
  Id: number;
  Nombre: string;
}

/** `/api/Temporadas`. */
export interface TemporadaDetalle {
  Id: number;
  Nombre: string;
  FechaInicial: string;
  FechaFinal: string;
}

/** `/api/HotelMonedas`. */
export interface HotelMonedaDetalle {
  Id: number;
  MonedaId: string;
  MonedaNombre: string | null;
  Factor: number;
}

/** A client in an autocomplete or a reference list: Id and Nombre (spec section 7), and the document. */
export interface ClienteItem extends DocumentoCliente {
  Id: number;
  Nombre: string;
}

/** `GET /api/Clientes/Giros`: the kinds of client. */
export interface GiroCliente {
  Id: number;
  Nombre: string;
}

/** A line of a price list: the price of one service up to `PaxMax` passengers. */
export interface LineaTarifa {
  Id: number;
  ServicioId: number;
  Valor: number;
  PaxMax: number;
}

/** `/api/TarifasB/{id}` (GET, POST, PUT, DELETE): one price list with its lines. */
export interface TarifaDetalle {
  Id: number;
  TipoServicioId: number;
  TemporadaId: number;
  MonedaId: string;
  TipoImpuestoId: number;
  ImpuestoIncluido: boolean;
  PrecioPorPasajero: boolean;
  DetalleTarifa: LineaTarifa[];
}

/** `GET /api/TarifasB/{hotelId}/{tipo}`: the list rows of spec section 3, named. */
export interface TarifaFila {
  Id: number;
  TipoServicioId: number;
  TemporadaNombre: string | null;
  MonedaNombre: string;
  PrecioPorPasajeroNombre: string;
  TipoImpuestoNombre: string | null;
  ImpuestoIncluidoNombre: string;
}

/** An answer that is only a message in Spanish (a deletion, an unlock). */
export interface RespuestaMensaje {
  Message: string;
}

/** Consecutive nights of a stay that fall in one season, with the price of each of them. */
export interface TramoNoches {
  /** The first night, `yyyy-MM-dd`. */
  Desde: string;
  /** The day after the last night (`yyyy-MM-dd`), as a check-out reads. */
  Hasta: string;
  Noches: number;
  /** Null: no season covers these nights. */
  TemporadaId: number | null;
  TemporadaNombre: string | null;
  /** One night's price, asked the same way as `Value` (tax, per room or passenger); null: none. */
  Precio: number | null;
}

/**
 * `PUT /api/ReservasB/GetPrecioCalculado`: the price for a date, service and passengers, when a price list has one.
 * Asked with `CheckOut`, every night is priced in its own season: `Value` is the average night,
 * rounded for the currency, and the stay's fields below come with it.
 */
export interface PrecioCalculado {
  HasValue: boolean;
  Value: number | null;
  /** With `CheckOut`: the exact sum of the nights; null when a night has no price. */
  Total?: number | null;
  /** With `CheckOut`: the nights per season, in order. */
  DetalleNoches?: TramoNoches[];
  /** With `CheckOut`: the same in words («2 noches Alta × 60.000, 2 noches Navidad × 80.000»). */
  ResumenNoches?: string;
}
