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
   * The hotel's time zone, an IANA name (`America/Santiago`): its day (the close, check-in,
   * housekeeping's daily service, the booking page's dates) turns at its midnight. null: the desk
   * browser's zone decides, until a sign-in from a browser that names one stores it. Optional in
   * a save (absent leaves it).
   */
  ZonaHoraria: string | null;
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
  /**
   * Whether the e-mail address was proven by a link mailed to it. Until then no invitation is
   * listed to the account (`GET /api/Invitaciones`); `POST /api/Cuenta/EnviarVerificacion` mails the link again.
   */
  CorreoVerificado?: boolean;
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

/**
 * `GET /api/HotelUsuarios/Invitaciones`: an invitation the session's hotel sent that still waits
 * (not accepted, declined, withdrawn nor expired). `DELETE /api/HotelUsuarios/Invitaciones/{Id}`
 * withdraws it: its mailed link stops working.
 */
export interface InvitacionEnviada {
  Id: number;
  /** The invited address, as the hotel typed it (lower case). */
  Email: string;
  IDTipoUsuario: string;
  /** When it was last mailed (ISO). */
  Fecha: string;
  /** When its link expires (ISO). */
  Vence: string;
}

/**
 * The answer of an invitation sent, accepted or declined. Accepting moves the session to the
 * inviting hotel at once: `Sesion` is then the session as `Login` answers it (the UI cookies `h`
 * and `u` are set too; a person without an account gets a new session cookie).
 */
export interface RespuestaInvitacion {
  Message: string;
  HotelId?: number;
  NombreHotel?: string;
  Sesion?: SesionRespuesta;
}

/** `GET /api/Cuenta/Hoteles`: a hotel the signed-in user has access to, with the type they have there. */
export interface HotelDelUsuario {
  HotelId: number;
  Nombre: string;
  TipoUsuario: string;
  /** The session's hotel now. */
  Actual: boolean;
}

/**
 * `POST /api/Cuenta/CambiarHotel/{hotelId}`: the session is in that hotel from now on (and the
 * next sign-in lands there). `Sesion` as `Login` answers it; the UI cookies `h` and `u` follow.
 */
export interface CambioDeHotel {
  Message: string;
  HotelId: number;
  NombreHotel: string;
  Sesion: SesionRespuesta;
}

/**
 * `POST /api/Invitaciones/Consultar` {token}: the invitation the mailed link
 * (`{PUBLIC_URL}/invitacion?token=…`) carries, for its page. `TieneCuenta`: whether the address
 * has an account (the page asks to sign in with it, or for a name and a password to create one);
 * only the holder of the link, who reads that mailbox, is told.
 */
export interface InvitacionPorEnlace {
  HotelId: number;
  NombreHotel: string;
  IDTipoUsuario: string;
  /** The address invited (lower-cased). */
  Email: string;
  TieneCuenta: boolean;
  /** When the link stops working (ISO). */
  Vence: string;
}

/** `POST /api/Invitaciones/Aceptar`: the mailed link's token; a name and a password when the address has no account yet. */
export interface AceptarInvitacionDto {
  token: string;
  nombre?: string;
  password?: string;
}

/** Days an invitation's link works; minutes before inviting the same address again sends another mail. */
export const VIGENCIA_INVITACION_DIAS = 7;
export const REENVIO_INVITACION_MINUTOS = 10;
/** Invitation mails a hotel may send within an hour, and an address may receive within a day (from every hotel). */
export const INVITACIONES_POR_HOTEL = 20;
export const INVITACIONES_POR_DESTINATARIO = 5;
/** Days a sign-up's verification link works; verification mails a user may ask for within an hour. */
export const VIGENCIA_VERIFICACION_DIAS = 7;
export const VERIFICACIONES_POR_USUARIO = 3;
/** The pages behind the mailed links. */
export const RUTA_INVITACION = '/invitacion';
export const RUTA_VERIFICAR = '/verificar';

/**
 * The UI's cookies of a signed-in browser (spec): the hotel id, the user id and the remember-me
 * mark. Set at sign-in for the UI's convenience (the start-up call, client logs); never proof of
 * access: the server trusts only its HttpOnly session cookie.
 */
export const COOKIE_HOTEL_UI = 'h';
export const COOKIES_DE_UI = [COOKIE_HOTEL_UI, 'u', 'm'] as const;

/**
 * The browser's time zone (`America/Santiago`; where Intl cannot name it, the offset from UTC in
 * minutes, `Date#getTimezoneOffset`), written by the page on every load: a page the server paints
 * for a signed-in visitor shows the visitor's day, not the server's.
 */
export const COOKIE_DESFASE_HORARIO = 'tz';

/**
 * Marks what the server paints for a signed-in visitor before the areas run (modules/platform's
 * marcos-pintados.ts): the page's header, its place for the navbar and its style. libs/ui takes it
 * out once an area has drawn, the portal when no area will.
 */
export const ATRIBUTO_MARCO_PINTADO = 'data-marco-pintado';
