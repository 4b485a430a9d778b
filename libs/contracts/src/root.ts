/** The provider's tools (spec sections 3, 5 and 7, "Provider tools"): wire types and Spanish messages. */
import type { EmpresaHotel } from './cuenta';

/** `POST /api/Correo/Enviar`: one recipient of the bulk mail reached. */
export interface CorreoEnviado {
  Message: string;
  Email: string;
}

export const MENSAJES_ROOT = {
  // Bulk mail (section 5).
  seleccioneUsuarios: 'Seleccione los usuarios',
  faltaTitulo: 'Debe haber un título',
  faltaMensaje: 'Debe haber un mensaje',
  debeSerHtml: 'El mensaje debe estar en html',
  faltaCerrarHtml: 'Falta cerrar la etiqueta html',
  noDebeSerHtml: 'El mensaje No debe estar en html',
  correoNoValido: 'El correo no es válido',
  tipoDestinatariosNoValido: 'El tipo de destinatarios no es válido',
  noSeEnvio: (email: string) => `No se pudo enviar el correo a ${email}`,
  enviado: 'Enviado',
  // Delete hotel (section 5).
  coloqueCorreo: 'Coloque un correo',
  agregeCantidad: 'Agrege la cantidad de reservas',
  cantidadNoCoincide: 'La cantidad de reservas no coincide con las del hotel: no se eliminó nada',
  variosHoteles: 'Ese correo es dueño de más de un hotel',
  hotelPropio: 'No puede eliminar el hotel de su propia sesión',
  hotelEliminado: (nombre: string) => `Hotel ${nombre} eliminado`,
  // Companies (section 8).
  crearEmpresa: 'crear esta empresa',
  filasAfectadas: (n: number) => `Filas afectadas ${n}`,
  faltaTexto: 'Escriba el texto a buscar',
  idcmNoValido: 'El hotel no es válido',
  // Access as a hotel.
  hotelNoValido: 'El hotel no es válido',
  accediendoComo: (hotel: string) => `Accediendo como ${hotel}`,
  deVuelta: 'De vuelta en su hotel',
  // Reservations per day, the error log's filters.
  fechaNoValida: 'La fecha no es válida',
  paginaNoValida: 'La página no es válida',
  tamanoPaginaNoValido: 'El tamaño de página debe estar entre 1 y 500',
  largoMaximo: 'El texto es demasiado largo',
} as const;

/** `GET /api/Logger` query string (all optional); the answer's header X-Total-Count counts the matches. */
export interface FiltroLoggerDto {
  /** yyyy-MM-dd, UTC days. */
  desde?: string;
  hasta?: string;
  /** The hotel: the session's when it was written, or the id the browser reported. */
  hotel?: number;
  /** In the message, tag, category, url or stack trace. */
  texto?: string;
  /** From 1. */
  pagina?: number;
  /** 1 to 500, default 500. */
  tamano?: number;
}

/** `POST /api/Empresas/buscar` body. */
export interface BuscarEmpresasDto {
  texto: string;
}

/** A company (the owner of hotels) as the provider's search lists it (spec section 3, Empresa). */
export interface EmpresaRoot extends Omit<EmpresaHotel, 'PaisId'> {
  pais: { Nombre: string } | null;
  /** The company's hotels (their ids are the global report's IDCM). */
  Hoteles: { Id: number; Nombre: string }[];
}

/** `GET /api/Empresas/Create/{idcm}`: the rows affected ('Filas afectadas {n}'). */
export interface FilasAfectadas {
  filas: number;
}

/** `GET /api/InformeGlobalReservas`: one row per hotel. */
export interface InformeGlobalFila {
  /** The hotel's id. */
  IDCM: number;
  /** The hotel's name. */
  Nombre: string;
  ComentarioInterno: string | null;
  /** Every reservation of the hotel (deleted ones excluded). */
  Reservas: number;
  /** Not cancelled and the stay has not ended (check-out today or later). */
  Vigente: number;
  /** Reservations created in the last 30 days. */
  Reservas_estimado: number;
  /** Current reservations arriving within the next 30 days. */
  Vigente_estimado: number;
  /** The owning company's name. */
  Empresa: string;
  /** The hotel owner's user id (the user who opened it). */
  user_id: number | null;
}

/** `GET /api/Root/GetReservas{tipo}`: reservations created (or last modified) per day. */
export interface ReservasPorDiaFila {
  fecha: string;
  reservas: number;
}

/** `GET /api/Root/UltimasReservas`: each hotel's latest reservation activity, latest first. */
export interface UltimaReservaFila {
  /** The hotel's id. */
  Id: number;
  /** The hotel's name. */
  Nombre: string;
  Plataforma: string;
  /** The version of the backend that answers (the only one running). */
  Version: string;
  sFechaCreacion: string | null;
  sFechaModificacion: string | null;
  /** The hotel owner's e-mail and name. */
  Email: string | null;
  NombreUsuario: string | null;
}

/** `GET /api/Correo/GetUsuarios/{tipo}`: 'd' (default) the owner of each hotel, 't' every user of every hotel. */
export type TipoDestinatarios = 'd' | 't';
export const TIPOS_DESTINATARIOS: readonly TipoDestinatarios[] = ['d', 't'];
export interface DestinatarioCorreo {
  Email: string;
  NombreUsuario: string;
  NombreHotel: string;
}

/** `POST /api/Correo/Enviar`: one message to one recipient. */
export interface CorreoEnvioDto extends DestinatarioCorreo {
  IsBodyHtml: boolean;
  Titulo: string;
  Mensaje: string;
}

/**
 * The bulk mail rules of section 5 on title and message (the page checks before sending, the server
 * again): the first broken rule's message, or null.
 */
export function validarCorreoMasivo(d: { IsBodyHtml: boolean; Titulo?: string | null; Mensaje?: string | null }): string | null {
  if (!d.Titulo?.trim()) return MENSAJES_ROOT.faltaTitulo;
  if (!d.Mensaje?.trim()) return MENSAJES_ROOT.faltaMensaje;
  const mensaje = d.Mensaje;
  if (d.IsBodyHtml) {
    if (!/<html[\s>]/i.test(mensaje)) return MENSAJES_ROOT.debeSerHtml;
    if (!/<\/html\s*>/i.test(mensaje)) return MENSAJES_ROOT.faltaCerrarHtml;
  } else if (/<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(mensaje)) {
    return MENSAJES_ROOT.noDebeSerHtml;
  }
  return null;
}

const escaparHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** @u and @h become the upper-cased user and hotel names (escaped when the text is html). */
export function personalizarCorreo(texto: string, d: { NombreUsuario: string; NombreHotel: string }, html: boolean): string {
  const usuario = d.NombreUsuario.toLocaleUpperCase('es');
  const hotel = d.NombreHotel.toLocaleUpperCase('es');
  return texto.replace(/@u/g, html ? escaparHtml(usuario) : usuario).replace(/@h/g, html ? escaparHtml(hotel) : hotel);
}

/** `POST /api/Root/AccederHotel/{hotelId}` and `POST /api/Root/VolverHotel`: the session's hotel now. */
export interface AccesoHotelRespuesta {
  Message: string;
  HotelId: number;
  NombreHotel: string;
  /** The operator's own hotel; equal to HotelId once back. */
  HotelPropioId: number;
}

/** `GET /api/Root/Auditoria`: every switch of an operator's session, newest first. */
export interface AuditoriaAccesoFila {
  Id: number;
  UsuarioId: number;
  /** The operator's e-mail. */
  Usuario: string | null;
  HotelId: number;
  NombreHotel: string | null;
  Accion: 'acceder' | 'volver';
  /** The client's address (as platform resolves it behind trusted proxies). */
  Direccion: string | null;
  Fecha: string;
}

/** `GET /api/Hoteles/EliminarHotelC/{correo}/{cantidadReservas}`: what went, and where its export is. */
export interface HotelEliminado {
  Message: string;
  HotelId: number;
  NombreHotel: string;
  /** The JSON export written before deleting, relative to the data directory. */
  Exportacion: string;
  /** Rows deleted per module and table. */
  Filas: Record<string, Record<string, number>>;
}
