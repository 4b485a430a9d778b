/**
 * The rows the area's calls answer (spec section 3; the exact fields are those of the API's
 * e2e tests). Shared by the features, which never import each other.
 */

export interface GrupoServicio {
  Id: number;
  Nombre: string;
  IDContactoMaster: number | null;
  Comentario: string | null;
}

export interface Cargo {
  Id: number;
  Nombre: string;
  TipoCargoId: number;
  TipoCargoNombre: string | null;
  Comentario: string | null;
}

export interface TipoHabitacion {
  Id: number;
  Nombre: string;
  CantidadPasajeros: number;
  CantidadPasajerosPredeterminado: number;
}

export interface Habitacion {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string | null;
  Comentario: string | null;
  Orden: number;
}

export interface Regimen {
  Id: number;
  Nombre: string;
  Comentario: string | null;
}

export interface FormaPago {
  Id: number;
  Nombre: string;
}

export interface TipoImpuesto {
  Id: number;
  Nombre: string;
  Porcentaje: number;
  /** Created by the hotel setup. */
  sys: boolean;
}

export interface Temporada {
  Id: number;
  Nombre: string;
  /** `yyyy-MM-dd`. */
  FechaInicial: string;
  FechaFinal: string;
}

/** The global currency catalogue (`GET /api/Monedas`). */
export interface Moneda {
  IDMoneda: string;
  Nombre: string;
  Centavos: boolean;
}

/** One of the hotel's currencies. */
export interface HotelMoneda {
  Id: number;
  MonedaId: string;
  MonedaNombre: string | null;
  Factor: number;
}

export interface Pais {
  Id: number;
  Nombre: string;
}

export interface Cliente {
  Id: number;
  Nombre: string;
  GiroId: number;
  GiroNombre: string | null;
  PaisId: number;
  Ciudad: string | null;
  Rut: string | null;
  Pasaporte: string | null;
  Email: string | null;
  Telefono: string | null;
  Contacto: string | null;
  Direccion: string | null;
}

/** Service kinds of a price list (spec section 3). */
export type TipoServicioId = 5 | 6 | 7;

/** A row of `GET /api/TarifasB/{hotelId}/{tipo}`. */
export interface TarifaFila {
  Id: number;
  TipoServicioId: TipoServicioId;
  TemporadaNombre: string | null;
  MonedaNombre: string | null;
  PrecioPorPasajeroNombre: string;
  TipoImpuestoNombre: string | null;
  ImpuestoIncluidoNombre: string;
}

export interface TarifaLinea {
  Id?: number;
  ServicioId: number;
  Valor: number;
  PaxMax: number;
}

/** A price list with its lines (`GET /api/TarifasB/{id}`, POST, PUT). */
export interface Tarifa {
  Id: number;
  TipoServicioId: TipoServicioId;
  TemporadaId: number;
  MonedaId: string;
  TipoImpuestoId: number;
  ImpuestoIncluido: boolean;
  PrecioPorPasajero: boolean;
  DetalleTarifa: TarifaLinea[];
}
