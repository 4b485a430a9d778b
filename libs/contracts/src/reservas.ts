/**
 * The reservations area's wire contract (spec sections 3, 4 and 7): status ids and names, what the
 * reservation calls answer and accept, the calendar cell, the daily cash row, the live entity names
 * and the Spanish messages. modules/reservas answers with these types; the UI reads them.
 */
import type { TramoNoches } from './registros';

/** Reservation statuses (spec section 4). */
/** The cancellation reason of a no-show (the day's close marks arrivals that never came). */
export const MOTIVO_NO_PRESENTADO = 'No presentado';

export const ESTADO_RESERVA = { sinConfirmar: 1, confirmado: 2, reConfirmado: 3, anulado: 4, checkIn: 7, checkOut: 8 } as const;

/** The status calls of spec section 7 (`GET /api/calendario/{ruta}/{id}`), by the status they set. */
export const RUTAS_ESTADO_RESERVA = {
  1: 'SinConfirmar',
  2: 'Confirmado',
  3: 'ReConfirmado',
  7: 'CheckIn',
  8: 'CheckOut',
} as const;

/** A status that has its own call (cancelling has its own, with a reason). */
export type EstadoConRuta = keyof typeof RUTAS_ESTADO_RESERVA;

/** What a status call may carry besides the status: an early check-out that ends the stay on the hotel's today. */
export interface OpcionesCambioEstado {
  acortarHasta?: string;
}

/** The status call's path under `/api/` (an early check-out that shortens: `?acortar=true&fecha=`). */
export function rutaCambioEstado(reservaId: number, estado: EstadoConRuta, opciones: OpcionesCambioEstado = {}): string {
  const ruta = `calendario/${RUTAS_ESTADO_RESERVA[estado]}/${reservaId}`;
  return estado === 8 && opciones.acortarHasta ? `${ruta}?acortar=true&fecha=${opciones.acortarHasta}` : ruta;
}
export type EstadoReservaId = (typeof ESTADO_RESERVA)[keyof typeof ESTADO_RESERVA];

export const NOMBRE_ESTADO_RESERVA: Readonly<Record<EstadoReservaId, string>> = {
  1: 'Sin confirmar',
  2: 'Confirmado',
  3: 'Re-Confirmado',
  4: 'Anulado',
  7: 'Check-IN',
  8: 'Check-OUT',
};

/** The statuses in the order the UI lists them. */
export const ESTADOS_RESERVA: readonly { Id: EstadoReservaId; Nombre: string }[] = (Object.values(ESTADO_RESERVA) as EstadoReservaId[]).map((Id) => ({ Id, Nombre: NOMBRE_ESTADO_RESERVA[Id] }));

/** Statuses a reservation can be created in or moved to by a status call (cancelling has its own call). */
export const ESTADOS_RESERVA_ELEGIBLES: readonly EstadoReservaId[] = [ESTADO_RESERVA.sinConfirmar, ESTADO_RESERVA.confirmado, ESTADO_RESERVA.reConfirmado, ESTADO_RESERVA.checkIn, ESTADO_RESERVA.checkOut];

/** The status name of an id (also of the calendar's `'1 '`), or undefined. */
export const nombreEstadoReserva = (id: number | string): string | undefined => NOMBRE_ESTADO_RESERVA[Number(String(id).trim()) as EstadoReservaId];

/** A room line with its prices computed by the server (spec section 3, ReservaHabitacion). */
export interface LineaHabitacionReserva {
  Id: number;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string;
  HabitacionId: number;
  HabitacionNombre: string;
  /** `yyyy-MM-dd` */
  CheckIn: string;
  /** `yyyy-MM-dd`, the day the guest leaves (not a night of the stay). */
  CheckOut: string;
  CantidadPasajero: number;
  /** The average night when `AlojamientoNoches` is there. */
  AlojamientoPrecioUnitario: number;
  AlojamientoTotal: number;
  /**
   * A stay across seasons priced night by night: its nights per season and price (the price list's
   * `DetalleNoches`), whose sum is `AlojamientoTotal`. Absent: every night at the unit price.
   */
  AlojamientoNoches?: TramoNoches[];
  IDServicioRegimen: number | null;
  RegimenPrecioUnitario: number | null;
  RegimenTotal: number;
  /** The meal plan's nights per season and price, as `AlojamientoNoches`. */
  RegimenNoches?: TramoNoches[];
  Base: number;
  Impuesto: number;
  Total: number;
  IDDocumentoVenta: number | null;
}

/** An extra charge (spec section 3, ReservaCargo). */
export interface CargoReserva {
  Id: number;
  Fecha: string;
  ContactoClienteId: number | null;
  ClienteNombre: string | null;
  CargoId: number;
  CargoNombre: string;
  Precio: number;
  Cantidad: number;
  Total: number;
  ImpuestoIncluido: boolean;
  TipoImpuestoId: number;
  MonedaId: string;
  MonedaNombre: string;
  Comentario: string | null;
  HabitacionId: number | null;
  HabitacionNombre: string | null;
  DocumentoVentaId: number | null;
}

/** A payment received (spec section 3, ReservaIngreso). */
export interface IngresoReserva {
  Id: number;
  Fecha: string;
  ClienteId: number | null;
  ClienteNombre: string | null;
  Concepto: string;
  Valor: number;
  MonedaId: string;
  MonedaNombre: string;
  FormaPagoId: number;
  HabitacionId: number | null;
  HabitacionNombre: string | null;
  DocumentoVentaId: number | null;
}

/** A guest staying in one of the reservation's rooms (spec section 3, ReservaPasajero). */
export interface PasajeroReserva {
  Id: number;
  PasajeroId: number;
  PasajeroNombre: string;
  HabitacionId: number;
  HabitacionNombre: string;
  IDDetalleVenta: number | null;
  sysEntrada: string | null;
  sysSalida: string | null;
}

/** Per currency: rooms and charges owed, payments received, and the balance. */
export interface SaldoMoneda {
  MonedaId: string;
  Cargo: number;
  Ingreso: number;
  Saldo: number;
}

/** The reservation's general data (spec section 3, ReservaB without its lists). */
export interface DatosGeneralesReserva {
  CheckIn: string;
  CheckOut: string;
  MonedaId: string;
  TipoImpuestoId: number;
  ImpuestoIncluido: boolean;
  FormaPagoId: number;
  Comentario: string | null;
  ClienteId: number;
  ClienteNombre: string;
  ContactoClienteNombre: string | null;
  ContactoClienteEmail: string | null;
  NombreGrupo: string | null;
  CantidadPasajeros: number;
  /** Where the booking came from when not the front desk: «Web» (the hotel's booking page). Absent: the front desk. */
  Origen?: string;
}

/**
 * `GET /api/ReservasB/{id}`: a reservation with its lists, balances and `Version` (the number of
 * its events; an edit sends it back and a stale one answers 409). Also the answer of every command.
 */
export interface ReservaDetalle extends DatosGeneralesReserva {
  Id: number;
  HotelId: number;
  EstadoId: EstadoReservaId;
  EstadoNombre: string;
  /** Rooms only, in the reservation's currency. */
  Total: number;
  Version: number;
  Habitaciones: LineaHabitacionReserva[];
  Cargos: CargoReserva[];
  Ingresos: IngresoReserva[];
  Pasajeros: PasajeroReserva[];
  Saldos: SaldoMoneda[];
  /** A no-show: cancelled with reason «No presentado» (`MOTIVO_NO_PRESENTADO`); its status stays Anulado. */
  NoPresentado?: true;
}

/** `GET /api/calendario/CheckOut/{id}`: the reservation and the company's check-out message. */
export interface ReservaConCheckOut extends ReservaDetalle {
  mensajeCheckOut: string | null;
}

/** `PUT /api/calendario/AnularReserva/{id}`: the reservation and `Anulado con éxito`. */
export interface ReservaConMensaje extends ReservaDetalle {
  Message: string;
}

/** `GET /api/calendario/reserva-movil/{id}`: the read-only mobile view. */
export interface ReservaMovil {
  general: Omit<ReservaDetalle, 'Habitaciones' | 'Cargos' | 'Ingresos' | 'Pasajeros'>;
  habitaciones: LineaHabitacionReserva[];
  cargos: CargoReserva[];
  ingresos: IngresoReserva[];
  pasajeros: PasajeroReserva[];
}

/** A room line as the UI sends it: prices per night; totals, names and types come from the server. */
export interface LineaHabitacionCuerpo {
  /** 0 or absent: a new line. */
  Id?: number;
  HabitacionId: number;
  TipoHabitacionId?: number;
  CheckIn: string;
  CheckOut: string;
  CantidadPasajero: number;
  AlojamientoPrecioUnitario: number;
  /**
   * The nights per season the price list proposed (`GetPrecioCalculado`'s `DetalleNoches`, every
   * night with a price): the line is totalled night by night, so its total is their exact sum and
   * not the rounded average × nights. It counts only while it covers the line's nights exactly and
   * `AlojamientoPrecioUnitario` is its average night rounded for the currency (a typed price or
   * other dates price every night alike). Absent on an existing line: the line keeps its nights
   * while they still apply; null: none.
   */
  AlojamientoNoches?: TramoNoches[] | null;
  IDServicioRegimen?: number | null;
  /** With a meal plan it defaults to 0; without one it is cleared. */
  RegimenPrecioUnitario?: number | null;
  /** The meal plan's nights per season, as `AlojamientoNoches`. */
  RegimenNoches?: TramoNoches[] | null;
}

export interface CargoReservaCuerpo {
  Id?: number;
  Fecha: string;
  CargoId: number;
  /** A room of the reservation, or a client (ContactoClienteId): one of them. */
  HabitacionId?: number | null;
  ContactoClienteId?: number | null;
  TipoImpuestoId: number;
  /** Absent: included. */
  ImpuestoIncluido?: boolean;
  MonedaId: string;
  Precio: number;
  /** Absent: 1. */
  Cantidad?: number;
  Comentario?: string | null;
}

export interface IngresoReservaCuerpo {
  Id?: number;
  Fecha: string;
  HabitacionId?: number | null;
  ClienteId?: number | null;
  Concepto: string;
  Valor: number;
  MonedaId: string;
  FormaPagoId: number;
}

export interface PasajeroReservaCuerpo {
  Id?: number;
  PasajeroId: number;
  HabitacionId: number;
}

/**
 * The payment forms of spec section 4: 1 Contado, 2 Crédito. A reservation's `FormaPagoId` is one
 * of them; a payment's is one of them or one of the hotel's own (`/api/FormasPago`).
 */
export const FORMAS_PAGO_BASE_IDS: readonly number[] = [1, 2];

/** The general data and rooms of `POST /api/ReservasB` and `PUT /api/ReservasB/{id}`. */
export interface ReservaCuerpo {
  CheckIn: string;
  CheckOut: string;
  ClienteId: number;
  /** 1 Contado, 2 Crédito. */
  FormaPagoId: number;
  MonedaId: string;
  TipoImpuestoId: number;
  /** Absent: the hotel configuration's. */
  ImpuestoIncluido?: boolean;
  Comentario?: string | null;
  ContactoClienteNombre?: string | null;
  ContactoClienteEmail?: string | null;
  NombreGrupo?: string | null;
  /** Absent: the sum of the lines' guests. */
  CantidadPasajeros?: number;
  Habitaciones: LineaHabitacionCuerpo[];
}

/**
 * `POST /api/ReservasB` (the wizard): `EstadoId` creates it in that status at once (one request,
 * one `ReservaCreada` event); absent: Sin confirmar. `Idempotency-Key` makes a retry answer the first result.
 */
export interface CrearReservaCuerpo extends ReservaCuerpo {
  EstadoId?: EstadoReservaId;
}

/** `PUT /api/ReservasB/{id}`: the full edit. A list left out stays as it is. */
export interface ModificarReservaCuerpo extends ReservaCuerpo {
  /** The version the edit was made on (or the `If-Match` header); a stale one answers 409. */
  Version?: number;
  Cargos?: CargoReservaCuerpo[];
  Ingresos?: IngresoReservaCuerpo[];
  Pasajeros?: PasajeroReservaCuerpo[];
}

/** `PUT /api/calendario/AnularReserva/{id}`. */
export interface AnularReservaCuerpo {
  /** The reason. */
  texto: string;
}

/** `PUT /api/ReservasB/GetReservaNuevo`: a draft (selected cells, a client). */
export interface BorradorReserva {
  CheckIn?: string;
  CheckOut?: string;
  HabitacionIds?: number[];
  ClienteId?: number;
}

/** What `GetReservaNuevo` answers: a new reservation (Id 0) with the hotel's defaults. */
export interface ReservaNueva {
  Id: 0;
  CheckIn: string;
  CheckOut: string;
  EstadoId: EstadoReservaId;
  FormaPagoId: number;
  MonedaId: string | null;
  TipoImpuestoId: number | null;
  ImpuestoIncluido: boolean;
  ClienteId: number | null;
  CantidadPasajeros: number;
  Habitaciones: (Omit<LineaHabitacionCuerpo, 'Id'> & { Id: 0; HabitacionNombre: string; TipoHabitacionId: number; TipoHabitacionNombre: string })[];
  /** Always empty: a new reservation has no charges yet (typed by item, so that the API document says what a list holds). */
  Cargos: CargoReserva[];
  /** Always empty: no payments yet. */
  Ingresos: IngresoReserva[];
  /** Always empty: no guests yet. */
  Pasajeros: PasajeroReserva[];
}

/** `POST /api/ReservasB/ListadoReservas`. */
export interface FiltroListadoReservas {
  /** `yyyy-MM-dd`: stays that end after this day. */
  Desde: string;
  /** `yyyy-MM-dd`, or null: a year from Desde. */
  Hasta?: string | null;
  ClienteId?: number | null;
  /** Include cancelled reservations. */
  Anulados?: boolean;
}

/** A row of the reservation list: one reservation with its totals per currency. */
export interface FilaListadoReservas {
  ReservaId: number;
  CheckIN: string;
  CheckOUT: string;
  /** The room names, comma separated. */
  Habitaciones: string;
  ClienteNombre: string;
  GrupoNombre: string | null;
  CantidadPasajeros: number;
  EstadoId: EstadoReservaId;
  EstadoNombre: string;
  Comentario: string | null;
  Totales: { MonedaId: string; Total: number }[];
  Saldos: SaldoMoneda[];
  /** «Web» for a booking made on the hotel's booking page; absent for the front desk's. */
  Origen?: string;
  /** A no-show (cancelled, «No presentado»). */
  NoPresentado?: true;
}

/** The page sizes of the paged reservation list: 1 to 500 rows, 50 when not given. */
export const TAMANO_PAGINA_LISTADO = { defecto: 50, maximo: 500 } as const;

/**
 * `POST /api/ReservasB/ListadoReservas/Paginado?pagina=&tamano=`: which page of the list, in the
 * query string (the body is the same {@link FiltroListadoReservas}).
 */
export interface PaginaListadoReservas {
  /** From 1; default 1. A page past the last answers no rows (and the totals). */
  pagina?: number;
  /** Rows per page, 1 to 500; default 50. */
  tamano?: number;
}

/**
 * One page of the reservation list (ordered by check-in, then number) and the totals of every
 * reservation the filter matches, on every page: what the screen's totals row shows.
 */
export interface ListadoReservasPaginado {
  Filas: FilaListadoReservas[];
  Pagina: number;
  TamanoPagina: number;
  /** How many reservations match the filter. */
  CantidadReservas: number;
  /** Their guests, added up. */
  CantidadPasajeros: number;
  /** Per currency (by MonedaId), their rooms and charges added up, as the rows' Totales. */
  Totales: { MonedaId: string; Total: number }[];
  /** Per currency (by MonedaId), their charges, payments and balance added up, as the rows' Saldos. */
  Saldos: SaldoMoneda[];
}

/** An event of the reservation's history (`GET /api/ReservasB/{id}/Historial`). */
export interface EventoHistorialReserva {
  Version: number;
  /** ISO instant. */
  Fecha: string;
  UsuarioId: number | null;
  /** The event type (`ReservaCreada`, `EstadoCambiado`, ...). */
  Tipo: string;
  /** One Spanish line. */
  Descripcion: string;
}

/**
 * A row of the daily cash report (`GET /api/Informes/InfCajaFechaHabitacion/{fecha}`): a room with
 * the stay it holds that day, one row per currency of the reservation; a free room's row has only its name.
 */
export interface FilaCajaHabitacion {
  Habitaciones: string;
  CheckIN: string | null;
  CheckOUT: string | null;
  Cliente: string | null;
  NombrePax: string | null;
  /** Paid on the report's day. */
  IngresoFecha: number | null;
  Cargo: number | null;
  /** Paid in all. */
  Ingreso: number | null;
  Saldo: number | null;
  NombreMoneda: string | null;
  IDMoneda: string | null;
  InfoCaja: string | null;
  Estado: string | null;
  CantidadPasajeros: number | null;
}

/** A reservation's room line as a calendar cell (`GET /api/calendario/...` `data`). */
export interface CeldaCalendario {
  /** `<reservaId>-<lineaId>` */
  id: string;
  /** The status id with a trailing space: `'1 '`. */
  status: string;
  cliente: string;
  nombre_grupo: string | null;
  start_date: string;
  /** Check-out day (exclusive). */
  end_date: string;
  room: number;
  reserva_id: number;
  tipo_habitacion_id: number;
  pasajeros_casilla: number;
  pasajeros_totales: number;
  importante: boolean;
  /** The reservation's balance per currency (the tooltip shows it without another request). The API always sends it; a cell made by the UI itself (a drag in progress) may not have it. */
  Saldos?: SaldoMoneda[];
  /** «Web» for a booking made on the hotel's booking page; absent for the front desk's. */
  origen?: string;
}

/** A room block (`/api/Bloqueos`): `Noches` nights from `Fecha`. */
export interface BloqueoHabitacion {
  Id: number;
  Fecha: string;
  Noches: number;
  HabitacionId: number;
  HabitacionNombre: string;
  /** The channel whose feed it came from («Booking.com»); null for a block made in Recepción. */
  Canal?: string | null;
}

/** The `entidad` of the live channel's `up` for the reservations area. */
export const ENTIDAD_EN_VIVO_RESERVAS = { reservas: 'Reservas', bloqueos: 'Bloqueos', listaEspera: 'ListaEspera', gastos: 'Gastos' } as const;
/**
 * What `up` {entidad: 'ListaEspera'} carries when freed nights change which waiting entries fit:
 * `Disponibles`, how many entries fit now that did not before (0: some stopped fitting).
 */
export interface ListaEsperaDisponibleEnVivo {
  Disponibles: number;
}
/** The notice open sessions show when nights free up for waiting entries. */
export const hayDisponibilidadEnEspera = (n: number) => `Hay disponibilidad para ${n} ${n === 1 ? 'solicitud' : 'solicitudes'} de la lista de espera`;
/** What `up` {entidad: 'Reservas'} carries: the reservation to refresh. */
export interface ReservaCambiadaEnVivo {
  Id: number;
  Version: number;
}

/** The reservations area's Spanish messages (spec sections 4, 5, 7 and 8), as the API answers them. */
export const MENSAJES_RESERVAS = {
  // General data
  seleccioneCheckIn: 'Seleccione una fecha Check-In',
  seleccioneCheckOut: 'Seleccione una fecha Check-Out',
  checkOutPosterior: 'El Check-Out debe ser posterior al check-In',
  seleccioneCliente: 'Seleccione un Cliente',
  seleccioneEstado: 'Seleccione un estado',
  seleccioneFormaPago: 'Seleccione una forma de pago',
  seleccioneMoneda: 'Seleccione una moneda',
  seleccioneImpuesto: 'Seleccione un Impuesto',
  correoNoValido: 'El correo no es válido',
  // Room lines
  faltanHabitaciones: 'Faltan ingresar las habitaciones',
  seleccioneHabitacion: 'Seleccione una Habitación',
  /** A meal plan that is not the hotel's (the price-line wording: «Seleccione un {tipo de servicio}»). */
  seleccioneRegimen: 'Seleccione un Régimen',
  ingresePasajeros: 'Ingrese la cantidad de pasajeros',
  ingresePrecio: 'Ingrese el precio del alojamiento',
  precioNegativo: 'El precio debe ser mayor o igual a cero',
  ocupadaPropia: 'La habitación está ocupada por la propia reserva',
  noDisponible: 'Habitación no disponible',
  bloqueoDeCanal: (canal: string) => `Esta ocupación viene del canal ${canal}: cámbiela en el canal o quite su calendario en Configuración › Canales`,
  minimoUnaNoche: 'Las reservas deben tener como mínimo una noche',
  acortarNoValido: 'Indique acortar=true o acortar=false',
  fechaHoyNoValida: 'La fecha de hoy no es válida',
  mismaDuracion: 'Un traslado mantiene la cantidad de noches',
  habitacionFueraDeReserva: 'La habitación no pertenece a la reserva',
  /** A guest, charge or payment of a room taken out of the reservation in the same edit. */
  deHabitacionQuitada: (que: string, habitacion: string) => `${que} es de la habitación ${habitacion}, que se quitó de la reserva: cámbielo a otra habitación o quítelo antes de guardar`,
  habitacionConMovimientos: 'No se puede quitar una habitación con pasajeros, cargos o pagos',
  /** An early check-out would drop a room that starts today or later and has guests, charges or payments of its own. */
  acortarConHabitacionPorLlegar: (habitacion: string, desde: string) =>
    `La habitación ${habitacion} comienza el ${desde} y tiene pasajeros, cargos o pagos: cámbielos a otra habitación o quite la habitación antes de acortar la estadía`,
  // Charges, payments, guests
  seleccioneFecha: 'Seleccione una Fecha',
  seleccioneHabitacionOCliente: 'Seleccione una habitación o un cliente',
  seleccioneCargo: 'Seleccione un cargo',
  ingresePrecioCargo: 'Ingrese el Precio',
  ingreseCantidad: 'Ingrese la Cantidad',
  ingreseConcepto: 'Ingrese el Concepto',
  ingreseValor: 'Ingrese el Valor',
  seleccioneFormaPagoIngreso: 'Seleccione una Forma de Pago',
  faltaHabitacion: 'Falta seleccionar la habitación',
  faltaPasajero: 'Falta seleccionar el pasajero',
  pasajeroRepetido: 'El pasajero ya está en esa habitación',
  // Status, cancel, delete
  yaExiste: 'La reserva ya existe',
  noExiste: 'La reserva no existe',
  estadoInvalido: 'El estado no es válido',
  anulada: 'La reserva está anulada: no se puede modificar',
  yaAnulada: 'La reserva ya está anulada',
  motivoAnulacion: 'Indique el motivo de la anulación',
  anulado: 'Anulado con éxito',
  /** The success toast of a cancel action given up (spec section 8): the reason was not given, nothing changed. */
  cancelado: 'Cancelado',
  // No-shows (the day's close)
  noPresentadoYaIngreso: 'La reserva ya ingresó: no se puede marcar como no presentada',
  /** A checked-in (or out) guest's room line moved to start later than it did. */
  llegadaYaOcurrida: 'La reserva ya ingresó: su llegada no puede pasar a una fecha posterior',
  noPresentadoAntesDeLlegar: 'La llegada de la reserva aún no llega: solo se marca como no presentada desde el día de su llegada',
  checkInAntesDeLlegar: 'La estadía aún no comienza: el check-in se registra desde el día de llegada',
  checkOutAntesDeLlegar: 'La estadía aún no comienza: no se puede registrar su check-out',
  marcadaNoPresentada: 'Reserva marcada como no presentada',
  eliminado: 'Eliminado con éxito',
  contrasenaIncorrecta: 'Contraseña incorrecta',
  // Searches and reports
  seleccioneLaFecha: 'Seleccione la fecha',
  seleccioneDesde: 'Seleccione la fecha Desde',
  seleccioneHasta: 'Seleccione la fecha Hasta',
  paginaNoValida: 'La página no es válida',
  tamanoPaginaNoValido: 'El tamaño de página debe estar entre 1 y 500',
  // Room blocks
  ingreseNoches: 'Ingrese la cantidad de Noches',
  // Waiting list
  esperaCheckIn: 'Seleccione un CheckIn',
  esperaCheckOut: 'Seleccione un CheckOut',
  esperaPasajeros: 'Seleccione una Cantidad de Pasajeros',
  esperaHabitaciones: 'Seleccione una Cantidad de Habitaciones',
  /** Waiting list: a reservation made from it gives each room at least one guest. */
  esperaPasajerosPorHabitacion: 'Cada habitación necesita al menos un pasajero: indique al menos tantos pasajeros como habitaciones',
  /** Waiting list: an entry for a stay that has begun waits for nothing (the list shows from today on). */
  esperaCheckInPasado: 'El CheckIn no puede ser anterior a hoy',
  esperaMasHabitacionesQueElHotel: (habitaciones: number) => `El hotel tiene ${habitaciones} habitación${habitaciones === 1 ? '' : 'es'}`,
  esperaCapacidad: (habitaciones: number, pasajeros: number) =>
    `${habitaciones === 1 ? 'La habitación más grande del hotel admite' : `Las ${habitaciones} habitaciones más grandes del hotel admiten`} como máximo ${pasajeros} pasajero${pasajeros === 1 ? '' : 's'}`,
} as const;
