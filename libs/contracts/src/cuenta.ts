/** Accounts: payloads and answers of spec section 7, "Account and users". */

export interface RegistroDto {
  nombre: string;
  email: string;
  password: string;
  nombreHotel: string;
  paisId: number;
}

export interface LoginDto {
  email: string;
  password: string;
  /** Remember me: the session lasts 90 days instead of 20 sliding minutes. */
  recordar?: boolean;
}

/** Company configuration (spec section 3, Configuracion). */
export interface Configuracion {
  Id: number;
  HotelId: number;
  Nombre: string;
  MonedaId: string | null;
  TipoImpuestoId: number | null;
  ImpuestoIncluido: boolean;
  TipoImpuestoSAId: number | null;
  ImpuestoIncluidoSA: boolean;
  PrecioHabitacionPorPersona: boolean;
  PrecioRegimenPorPersona: boolean;
  Encabezado: string | null;
  PaisId: number | null;
  Configurado: boolean;
  Email: string | null;
}

/** Who is signed in, as the UI needs it (menu, root area). */
export interface UsuarioSesion {
  Id: number;
  Nombre: string;
  Email: string;
  EsOperador: boolean;
}

/** `POST /api/Cuenta/Login` and `Register`. */
export interface SesionRespuesta {
  hotel_id: number;
  user_id: number;
  config: Configuracion;
  usuario: UsuarioSesion;
}

/** `GET /api/Apertura/Configuracion/{hotelId}`. */
export interface AperturaRespuesta extends Configuracion {
  Usuario: UsuarioSesion;
}

export interface ConfigurarDto {
  hotelId: number;
  impuestoNombre: string;
  impuestoPorcentaje: number;
  monedaId: string;
  habitaciones: number;
}

export interface HotelUsuario {
  Id: number;
  UsuarioId: number;
  Usuario: string;
  Nombre: string;
  IDTipoUsuario: string;
}

export const TIPO_USUARIO_PREDETERMINADO = 'AD';
export const SESION_MINUTOS = 20;
export const SESION_RECORDAR_DIAS = 90;
export const IMPUESTO_PREDETERMINADO = { nombre: 'IVA (19)', porcentaje: 19 };
export const HABITACIONES_MAXIMAS_CONFIGURACION = 80;
