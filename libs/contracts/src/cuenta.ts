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
  /**
   * Only in the start-up answer (`Apertura`), while an operator's session works as this hotel
   * (support access): the operator's own hotel. The UI shows a banner and the way back.
   */
  HotelPropioId?: number | null;
}

/** `/api/Configuraciones`: the configuration and whether a check-out password is set (never the password). */
export interface ConfiguracionConClave extends Configuracion {
  TieneClaveCheckOut: boolean;
}

/** `/api/Hoteles` answers a hotel as this. */
export interface HotelRespuesta {
  Id: number;
  Nombre: string;
  EmpresaId: number;
  FechaCreacion: string;
}

/** `GET /api/UsuariosBloqueados`: an account locked by failed logins. */
export interface UsuarioBloqueadoFila {
  LowerMail: string;
  FechaBloqueo: string;
  Intentos: number;
}

/** `PUT /api/UsuariosBloqueados/ResetPassword/{lowerMail}`. */
export interface ContrasenaRestablecida {
  Message: string;
  /** The new password, read to the user by the operator ('colocar la contraseña {secret}'). */
  Password: string;
}

/** Who is signed in, as the UI needs it (menu, root area). */
export interface UsuarioSesion {
  Id: number;
  Nombre: string;
  Email: string;
  EsOperador: boolean;
  /** The user's type in this hotel ('AD', 'RE', 'CO'; operators 'AD'): the UI hides what it may not do. */
  TipoUsuario: string;
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

/** `GET/PUT /api/Empresas/{id}`: the company that owns the hotel (spec section 3, Empresa). */
export interface EmpresaHotel {
  Id: number;
  Nombre: string;
  Direccion: string | null;
  Ciudad: string | null;
  PaisId: number | null;
  Telefono1: string | null;
  PersonaContacto: string | null;
  Giro: string | null;
  MensajeCheckOut: string | null;
  TopeReservas: number | null;
  TopeReservasVigentes: number | null;
  sFechaRegistro: string;
}

export const TIPO_USUARIO_PREDETERMINADO = 'AD';
/**
 * The type of a user the hotel makes («Nuevo usuario», `POST /api/HotelUsuarios/CrearUsuario`)
 * when the call names none: Recepción. The spec's 'AD' stays for whoever registers the hotel;
 * a colleague made by the hotel starts with the front desk's work, and administration is given on purpose.
 */
export const TIPO_USUARIO_NUEVO = 'RE';
export const SESION_MINUTOS = 20;
export const SESION_RECORDAR_DIAS = 90;
export const IMPUESTO_PREDETERMINADO = { nombre: 'IVA (19)', porcentaje: 19 };
export const HABITACIONES_MAXIMAS_CONFIGURACION = 80;

/**
 * `GET /api/Invitaciones`: the hotels that invited the signed-in user's e-mail (`POST
 * /api/HotelUsuarios`), waiting for them to accept (`POST /api/Invitaciones/{Id}/Aceptar`) or
 * decline (`.../Rechazar`). Access is given only by the person invited.
 */
export interface InvitacionHotel {
  Id: number;
  HotelId: number;
  NombreHotel: string;
  IDTipoUsuario: string;
  /** When it was sent (ISO). */
  Fecha: string;
}

/** The answer of an invitation sent, accepted or declined. */
export interface RespuestaInvitacion {
  Message: string;
  HotelId?: number;
  NombreHotel?: string;
}
