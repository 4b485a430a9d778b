/**
 * The hotel's own booking page (motor de reservas): its settings (Configuración › Motor de
 * reservas, `GET/PUT /api/MotorReservas`) and the public calls the guest's page makes
 * (`/api/Publico/...`, no session).
 */

import type { PaisDelFormulario } from './maestros/integracion';

/** A room type's text on the booking page. */
export interface DescripcionTipoHabitacion {
  TipoHabitacionId: number;
  Descripcion: string;
}

/** `GET/PUT /api/MotorReservas` (administrators). */
export interface ConfiguracionMotor {
  Activo: boolean;
  /** The page's address: `/reservar/{Slug}` (lower case letters, digits and hyphens, 3 to 60). */
  Slug: string;
  /** Room types sold online (ids); empty sells none. */
  TiposHabitacion: number[];
  Descripciones: DescripcionTipoHabitacion[];
  EstanciaMinima: number;
  EstanciaMaxima: number;
  /** How far ahead a guest may arrive, in days from today. */
  DiasAnticipacionMaxima: number;
  /** Days between today and the earliest arrival (0: today). */
  DiasAnticipacionMinima: number;
  PermiteNinos: boolean;
  /** The status a web booking starts in: Sin confirmar (1) or Confirmado (2). */
  EstadoInicialId: 1 | 2;
  /** A guest may cancel free of charge until this many days before arrival. */
  DiasCancelacionGratis: number;
  /** The site allowed to embed the page in an iframe (`https://www.mihotel.cl`); null: none. */
  SitioPermitido: string | null;
}

/** A new hotel's engine: off; once on, every room type, 1–30 nights, up to 365 days ahead, from today, Sin confirmar, free cancellation until 2 days before. */
export const MOTOR_PREDETERMINADO = {
  EstanciaMinima: 1,
  EstanciaMaxima: 30,
  DiasAnticipacionMaxima: 365,
  DiasAnticipacionMinima: 0,
  PermiteNinos: true,
  EstadoInicialId: 1,
  DiasCancelacionGratis: 2,
} as const;

/** The booking page's languages. */
export const IDIOMAS_MOTOR = ['es', 'en'] as const;
export type IdiomaMotor = (typeof IDIOMAS_MOTOR)[number];

/** `GET /api/Publico/{slug}`: what the page needs before a search. No personal data. */
export interface HotelPublico {
  Nombre: string;
  Slug: string;
  MonedaId: string;
  /** Whole units (CLP) or cents. */
  Centavos: boolean;
  EstanciaMinima: number;
  EstanciaMaxima: number;
  DiasAnticipacionMinima: number;
  DiasAnticipacionMaxima: number;
  PermiteNinos: boolean;
  DiasCancelacionGratis: number;
  Idiomas: IdiomaMotor[];
  /** Countries for the booking form, by name. */
  Paises: PaisDelFormulario[];
  /** The hotel's own country (the form's default). */
  PaisId: number | null;
  /** The hotel's time zone (`America/Santiago`): the page's "today" is the hotel's, wherever the guest is. null: the guest's own day. */
  ZonaHoraria: string | null;
}

/** `GET /api/Publico/{slug}/Disponibilidad/{desde}/{hasta}/{adultos}[?ninos=]`: one room type the hotel can sell for every night. */
export interface DisponibilidadTipoHabitacion {
  TipoHabitacionId: number;
  Nombre: string;
  Descripcion: string;
  /** Guests the type holds. */
  Capacidad: number;
  /** Rooms of the type free on every night of the stay. */
  Disponibles: number;
  /** The stay's price, tax as configured, in `MonedaId`. */
  Total: number;
  MonedaId: string;
}

/** `POST /api/Publico/{slug}/Reservas` (with an `Idempotency-Key` header). The price is the server's. */
export interface ReservaWebCuerpo {
  TipoHabitacionId: number;
  CheckIn: string;
  CheckOut: string;
  Adultos: number;
  Ninos: number;
  Nombre: string;
  Email: string;
  Telefono: string;
  PaisId: number;
  Documento?: string | null;
  Comentario?: string | null;
  AceptaPolitica: boolean;
  /** A field people never see: anything in it marks a bot. */
  Sitio?: string | null;
  /** Seconds the form was open before sending: under a few, a bot. */
  SegundosLlenado: number;
  /** The language the guest booked in: their confirmation mail is written in it (default `es`). */
  Idioma?: IdiomaMotor;
}

/** What the guest gets back, and the mail repeats. */
export interface ReservaWebRespuesta {
  /** The reservation's number. */
  Codigo: number;
  /** The key of the guest's page (`/reservar/{slug}/reserva/{Token}`): 128 random bits or more. */
  Token: string;
  CheckIn: string;
  CheckOut: string;
  TipoHabitacion: string;
  Total: number;
  MonedaId: string;
  EstadoId: number;
}

/** `GET /api/Publico/Reservas/{token}`: the guest's own booking, nothing else. */
export interface ReservaWebDetalle extends ReservaWebRespuesta {
  Hotel: string;
  Slug: string;
  Nombre: string;
  Adultos: number;
  Ninos: number;
  EstadoNombre: string;
  /** The last day the guest may cancel free of charge (`yyyy-MM-dd`). */
  AnularHasta: string;
  PuedeAnular: boolean;
}

/** The reason a guest's cancellation carries. */
export const MOTIVO_ANULACION_HUESPED = 'Anulada por el huésped';

/** The origin of a reservation made on the booking page («Web» on the calendar and the list). */
export const ORIGEN_WEB = 'Web';

/** Bounds of the engine's settings and of the guest's form. */
export const LIMITES_MOTOR = {
  estanciaMaxima: 366,
  anticipacionMaxima: 730,
  cancelacionMaxima: 365,
  huespedesMaximos: 20,
  segundosMinimosLlenado: 3,
  /** Digits a guest's phone has at least (spaces, `+`, dashes and brackets aside). */
  digitosTelefono: 6,
} as const;

/** A phone with at least `LIMITES_MOTOR.digitosTelefono` digits, whatever else it has: the page's check and the API's. */
export const TELEFONO_CON_DIGITOS = new RegExp(`(?:\\D*\\d){${LIMITES_MOTOR.digitosTelefono}}`);

/** Spanish messages of the booking engine (settings 400s, the guest's 400/404/409). */
export const MENSAJES_MOTOR = {
  slugNoValido: 'La dirección debe tener de 3 a 60 letras minúsculas, números o guiones',
  slugEnUso: 'Esa dirección ya la usa otro hotel',
  tiposNoValidos: 'Seleccione tipos de habitación del hotel',
  estanciaNoValida: 'La estancia mínima debe ser al menos 1 noche y no mayor que la máxima',
  anticipacionNoValida: 'La anticipación mínima no puede superar la máxima',
  estadoInicialNoValido: 'El estado inicial debe ser Sin confirmar o Confirmado',
  diasCancelacionNoValidos: 'Los días de cancelación gratuita no son válidos',
  sitioNoValido: 'El sitio permitido debe ser una dirección https:// (o http://) sin ruta',
  numeroNoValido: (campo: string) => `${campo} no es válido`,
  // The guest
  noDisponibleMotor: 'Este hotel no recibe reservas en línea',
  fechasNoValidas: 'Seleccione fechas de llegada y salida válidas',
  estanciaFuera: (min: number, max: number) => `La estadía debe ser de ${min} a ${max} noches`,
  anticipacionFuera: (desde: string, hasta: string) => `Se puede llegar entre el ${desde} y el ${hasta}`,
  adultosNoValidos: 'Indique cuántos adultos se alojan',
  ninosNoPermitidos: 'Este hotel no recibe reservas en línea con niños',
  capacidadSuperada: 'Ese tipo de habitación no tiene capacidad para tantos huéspedes',
  tipoNoVendido: 'Ese tipo de habitación no se vende en línea',
  sinPrecio: 'Ese tipo de habitación no tiene precio para esas fechas',
  agotado: 'Ya no quedan habitaciones de ese tipo para esas fechas',
  ingreseNombre: 'Ingrese su nombre',
  ingreseEmail: 'Ingrese un correo válido',
  ingreseTelefono: 'Ingrese su teléfono',
  telefonoCorto: `El teléfono debe tener al menos ${LIMITES_MOTOR.digitosTelefono} dígitos`,
  seleccionePais: 'Seleccione su país',
  acepteLaPolitica: 'Debe aceptar la política de cancelación',
  pareceAutomatico: 'No pudimos confirmar que la reserva la hace una persona. Intente de nuevo.',
  reservaNoEncontrada: 'No se encontró la reserva',
  fueraDePlazo: (hasta: string) => `La cancelación gratuita era hasta el ${hasta}; comuníquese con el hotel`,
  yaAnulada: 'La reserva ya está anulada',
  // Mail
  asuntoHuesped: (hotel: string, codigo: number) => `${hotel}: su reserva ${codigo}`,
  asuntoHuespedEn: (hotel: string, codigo: number) => `${hotel}: your booking ${codigo}`,
  asuntoHotel: (codigo: number) => `Nueva reserva web ${codigo}`,
  asuntoAnulacionHotel: (codigo: number) => `Reserva web ${codigo} anulada por el huésped`,
} as const;
