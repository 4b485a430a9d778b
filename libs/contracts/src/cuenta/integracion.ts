import type { EmpresaHotel } from '../cuenta';
import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/cuenta answers (its handlers), sent by other modules through the CQRS buses. */

/** cuenta: the pricing flags and defaults of the session's hotel configuration. */
export class ObtenerConfiguracionPrecios {}

export interface ConfiguracionPrecios {
  MonedaId: string | null;
  TipoImpuestoId: number | null;
  ImpuestoIncluido: boolean;
  PrecioHabitacionPorPersona: boolean;
  PrecioRegimenPorPersona: boolean;
  /** The hotel's country (national guests reside in it). */
  PaisId: number | null;
}

/**
 * cuenta, for work without a session (scheduled jobs, the public booking page): the time zone of
 * each of these hotels (`America/Santiago`), for those whose configuration names one. A hotel
 * missing from the answer has none: its day is UTC's there.
 */
export class ZonasHorariasDeHoteles {
  constructor(readonly hotelIds: readonly number[]) {}
}

export type ZonasHorarias = Record<number, string>;

/** cuenta: the message the company shows reception after a check-out (null when none). */
export class ObtenerMensajeCheckOut {}

/** cuenta: does this password open check-out in the session's hotel? True when the hotel set none. */
export class VerificarClaveCheckOut {
  constructor(readonly clave: string | undefined) {}
}

/**
 * cuenta, for the provider's tools (all hotels, no session hotel): every hotel with its company and
 * users. `soloPropietarios`: one row per hotel, its owner (the first user given access to it).
 */
export class UsuariosDeHoteles {
  constructor(readonly soloPropietarios: boolean) {}
}

export interface UsuarioDeHotel {
  HotelId: number;
  NombreHotel: string;
  EmpresaId: number;
  NombreEmpresa: string;
  UsuarioId: number | null;
  Email: string | null;
  NombreUsuario: string | null;
}

/** cuenta: companies whose name contains the text, ignoring case and accents (at most 200). */
export class BuscarEmpresas {
  constructor(readonly texto: string) {}
}

export interface EmpresaCuenta extends Omit<EmpresaHotel, 'sFechaRegistro'> {
  FechaRegistro: string;
  Hoteles: { Id: number; Nombre: string }[];
}

/**
 * cuenta: gives the hotel a company of its own when it shares one with other hotels (a copy named
 * after the hotel). Answers the rows affected: 1, or 0 when the hotel already has its own. Null: no such hotel.
 */
export class CrearEmpresaDeHotel {
  constructor(readonly hotelId: number) {}
}

/** cuenta: one e-mail through its mail service (SMTP_URL, or the outbox). Rejects when SMTP refuses it. */
export class EnviarCorreo {
  constructor(readonly correo: { para: string; asunto: string; texto: string; html?: string }) {}
}

/**
 * cuenta, for an operator's support access: the session `sessionId` reads and writes as hotel
 * `hotelId` from its next request on; null takes it back to the hotel it signed in to. Answers the
 * session's hotel now and its own, or null when there is no such hotel or session.
 */
export class CambiarHotelDeSesion {
  constructor(
    readonly sessionId: string,
    readonly hotelId: number | null,
  ) {}
}

export interface HotelDeSesion {
  HotelId: number;
  NombreHotel: string;
  /** The hotel the session signed in to. */
  HotelPropioId: number;
}

export class DatosHotelCuenta {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}

/** cuenta: the session hotel's name and its address for notices (the configuration's e-mail; null when none). */
export class ContactoDelHotel {}

export interface ContactoHotel {
  Nombre: string;
  Email: string | null;
}

/** cuenta: the names of these users (an unknown id is absent), for histories that show who did what. */
export class NombresDeUsuarios {
  constructor(readonly ids: readonly number[]) {}
}

/**
 * cuenta: how many hotel configurations name currency `monedaId` as the hotel's own (the session's
 * hotel only, or every hotel with `todosLosHoteles`). tarifario refuses to delete a currency that a
 * configuration uses (the in-use question that goes against the modules' order on purpose).
 */
export class UsosEnConfiguracion {
  constructor(
    readonly monedaId: string,
    readonly todosLosHoteles = false,
  ) {}
}

/** cuenta: the hotels the session's user has access to, with the type in each (`HotelDelUsuario[]`). */
export class HotelesDeLaSesion {}
