/**
 * Channel sync (Configuración › Canales): the iCalendar feeds a hotel exports per room and the
 * external feeds (Booking.com, Airbnb, Vrbo/Expedia, Google Calendar) it imports per room.
 */

/** `GET /api/Habitaciones/{id}/Ical`, `GET /api/Canales/{id}/Ical`: where a channel reads the feed (no session needed). */
export interface UrlIcal {
  Url: string;
}

/** What the last pull of an imported feed left: `Correcto` or `Error` (with its Spanish `Error`); null before the first pull. */
export const ESTADOS_SINCRONIZACION = { correcto: 'Correcto', error: 'Error' } as const;
export type EstadoSincronizacion = (typeof ESTADOS_SINCRONIZACION)[keyof typeof ESTADOS_SINCRONIZACION];

/** An imported feed (`GET/POST /api/Canales`, `PUT/DELETE /api/Canales/{id}`) with its status. */
export interface Canal {
  Id: number;
  HabitacionId: number;
  HabitacionNombre: string;
  Nombre: string;
  Url: string;
  Activo: boolean;
  /** ISO-8601 instant of the last pull (successful or not); null before the first. */
  UltimaSincronizacion: string | null;
  UltimoEstado: EstadoSincronizacion | null;
  /** Events the feed held at its last successful pull. */
  Eventos: number;
  /** The last pull's failure, in Spanish; null when it worked. */
  Error: string | null;
}

/** The body of `POST /api/Canales` and `PUT /api/Canales/{id}`. */
export type CanalCuerpo = Pick<Canal, 'HabitacionId' | 'Nombre' | 'Url' | 'Activo'>;

/** `POST /api/Canales/{id}/Sincronizar`: what one pull did. */
export interface ResultadoSincronizacion {
  /** Events in the feed (cancelled and past ones left out). */
  Eventos: number;
  Nuevos: number;
  Actualizados: number;
  /** Stays that left the feed, whose nights are free again. */
  Liberados: number;
  /** Events that overlap a reservation or block already in Recepción (open conflicts after the pull). */
  Conflictos: number;
}

/** `GET /api/Canales/Conflictos`: an external event that overlaps a stay already in Recepción. */
export interface ConflictoCanal {
  Id: number;
  CanalId: number;
  /** The feed's name («Booking.com»). */
  Canal: string;
  HabitacionId: number;
  HabitacionNombre: string;
  /** `yyyy-MM-dd`, first night. */
  Desde: string;
  /** `yyyy-MM-dd`, exclusive (the check-out). */
  Hasta: string;
  Uid: string;
  /** The reservation it overlaps; null when it overlaps a block. */
  ReservaId: number | null;
}

/** The kind of an imported stay: a guest's booking, or a window the channel closed («Not available»). */
export const TIPOS_OCUPACION_CANAL = { reserva: 'reserva', noDisponible: 'no-disponible' } as const;
export type TipoOcupacionCanal = (typeof TIPOS_OCUPACION_CANAL)[keyof typeof TIPOS_OCUPACION_CANAL];

/** The `SUMMARY` of exported events (no guest data). */
export const RESUMEN_ICAL = { reservado: 'Reservado', noDisponible: 'No disponible' } as const;

/** The `entidad` of the live channel's `up` for channel sync (a conflict opened or closed, a feed pulled). */
export const ENTIDAD_EN_VIVO_CANALES = { canales: 'Canales', conflictos: 'ConflictosCanal' } as const;

/** Limits of a pull (the issue's safety rules). */
export const LIMITES_CANALES = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirecciones: 3,
  /** Default minutes between scheduled pulls (`CANALES_INTERVALO_MINUTOS`). */
  intervaloMinutos: 15,
  /** How far ahead a recurring external block is expanded. */
  horizonteDias: 730,
} as const;

/** Spanish messages of channel sync: validation 400s and the pull errors a feed's status shows. */
export const MENSAJES_CANALES = {
  ingreseNombre: 'Ingrese el nombre del canal',
  ingreseUrl: 'Ingrese la URL del calendario',
  urlNoValida: 'La URL del calendario no es válida (debe empezar con http:// o https://)',
  urlConCredenciales: 'La URL del calendario no puede llevar usuario ni contraseña',
  seleccioneHabitacion: 'Seleccione una habitación',
  activoNoValido: 'Indique si el canal está activo',
  // Pull errors (the feed keeps its previous stays)
  direccionNoPermitida: 'La dirección del calendario no está permitida (red local o privada)',
  noSeResuelve: 'No se encontró el servidor del calendario',
  sinRespuesta: 'El servidor del calendario no respondió en 10 segundos',
  demasiadoGrande: 'El calendario supera los 5 MB',
  demasiadasRedirecciones: 'El calendario redirige demasiadas veces',
  respuestaHttp: (estado: number) => `El servidor del calendario respondió con el error ${estado}`,
  noEsIcal: 'La respuesta no es un calendario iCalendar',
  vacioDeRepente: (antes: number) => `El calendario llegó sin eventos cuando tenía ${antes}; se mantienen las ocupaciones anteriores`,
  conexionFallida: 'No se pudo conectar con el servidor del calendario',
  canalInactivo: 'El canal está inactivo',
  enCurso: 'El canal se está sincronizando; intente de nuevo en un momento',
  nombreLargo: 'El nombre del canal admite hasta 80 caracteres',
  urlLarga: 'La URL del calendario admite hasta 2000 caracteres',
  // Conflicts
  conflictoAsunto: (hotel: string) => `${hotel}: conflicto con un canal`,
  conflictoTexto: (canal: string, habitacion: string, desde: string, hasta: string, reservaId: number | null) =>
    `${canal} ocupa la habitación ${habitacion} del ${desde} al ${hasta}, pero esas noches ya están ${reservaId ? `en la reserva ${reservaId}` : 'bloqueadas'} en Recepción. Revise el conflicto en Configuración › Canales.`,
} as const;
