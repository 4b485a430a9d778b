/** The shapes of the reservation calls (spec sections 3 and 7), as the API answers them. */

export interface LineaHabitacion {
  /** 0 or absent: a line not saved yet. */
  Id?: number;
  HabitacionId: number;
  HabitacionNombre?: string;
  TipoHabitacionId?: number;
  TipoHabitacionNombre?: string;
  CheckIn: string;
  CheckOut: string;
  CantidadPasajero: number;
  AlojamientoPrecioUnitario: number | null;
  AlojamientoTotal?: number;
  IDServicioRegimen?: number | null;
  RegimenPrecioUnitario?: number | null;
  RegimenTotal?: number;
  Base?: number;
  Impuesto?: number;
  Total?: number;
  IDDocumentoVenta?: number | null;
}

export interface CargoReserva {
  Id?: number;
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
  MonedaNombre?: string;
  Comentario: string | null;
  HabitacionId: number | null;
  HabitacionNombre: string | null;
  DocumentoVentaId?: number | null;
}

export interface IngresoReserva {
  Id?: number;
  Fecha: string;
  ClienteId: number | null;
  ClienteNombre: string | null;
  Concepto: string;
  Valor: number;
  MonedaId: string;
  MonedaNombre?: string;
  FormaPagoId: number;
  HabitacionId: number | null;
  HabitacionNombre: string | null;
  DocumentoVentaId?: number | null;
}

export interface PasajeroReserva {
  Id?: number;
  PasajeroId: number;
  PasajeroNombre: string;
  HabitacionId: number;
  HabitacionNombre: string;
  IDDetalleVenta?: number | null;
  sysEntrada?: string | null;
  sysSalida?: string | null;
}

export interface SaldoMoneda {
  MonedaId: string;
  Cargo: number;
  Ingreso: number;
  Saldo: number;
}

/** `GET /api/ReservasB/{id}` (and `GetReservaNuevo`, with Id 0). */
export interface Reserva {
  Id: number;
  HotelId?: number;
  CheckIn: string;
  CheckOut: string;
  EstadoId: number;
  EstadoNombre?: string;
  FormaPagoId: number;
  MonedaId: string;
  TipoImpuestoId: number | null;
  ImpuestoIncluido: boolean;
  ClienteId: number | null;
  ClienteNombre?: string;
  ContactoClienteNombre?: string | null;
  ContactoClienteEmail?: string | null;
  NombreGrupo?: string | null;
  Comentario?: string | null;
  CantidadPasajeros?: number;
  Total?: number;
  Version?: number;
  Habitaciones: LineaHabitacion[];
  Cargos: CargoReserva[];
  Ingresos: IngresoReserva[];
  Pasajeros: PasajeroReserva[];
  Saldos?: SaldoMoneda[];
  /** With the check-out: the company's message. */
  mensajeCheckOut?: string | null;
}

/** The body of `POST /api/ReservasB` and `PUT /api/ReservasB/{id}`. */
export interface ReservaBody {
  CheckIn: string;
  CheckOut: string;
  ClienteId: number;
  FormaPagoId: number;
  MonedaId: string;
  TipoImpuestoId: number;
  ImpuestoIncluido?: boolean;
  Comentario?: string | null;
  ContactoClienteNombre?: string | null;
  ContactoClienteEmail?: string | null;
  NombreGrupo?: string | null;
  CantidadPasajeros?: number;
  Version?: number;
  Habitaciones: {
    Id?: number;
    HabitacionId: number;
    TipoHabitacionId?: number;
    CheckIn: string;
    CheckOut: string;
    CantidadPasajero: number;
    AlojamientoPrecioUnitario: number;
    IDServicioRegimen?: number | null;
    RegimenPrecioUnitario?: number | null;
  }[];
  Cargos?: {
    Id?: number;
    Fecha: string;
    CargoId: number;
    HabitacionId: number | null;
    ContactoClienteId: number | null;
    TipoImpuestoId: number;
    ImpuestoIncluido: boolean;
    MonedaId: string;
    Precio: number;
    Cantidad: number;
    Comentario: string | null;
  }[];
  Ingresos?: { Id?: number; Fecha: string; HabitacionId: number | null; ClienteId: number | null; Concepto: string; Valor: number; MonedaId: string; FormaPagoId: number }[];
  Pasajeros?: { Id?: number; PasajeroId: number; HabitacionId: number }[];
}

/** An event of the reservation's history (`GET /api/ReservasB/{id}/Historial`). */
export interface EventoHistorial {
  Version: number;
  Fecha: string;
  UsuarioId: number | null;
  Tipo: string;
  Descripcion: string;
}

/** `GET /api/calendario/reserva-movil/{id}`. */
export interface ReservaMovil {
  general: Omit<Reserva, 'Habitaciones' | 'Cargos' | 'Ingresos' | 'Pasajeros'>;
  habitaciones: LineaHabitacion[];
  cargos: CargoReserva[];
  ingresos: IngresoReserva[];
  pasajeros?: PasajeroReserva[];
}

/** Id and Nombre, as the autocompletes answer. */
export interface ItemNombre {
  Id: number;
  Nombre: string;
}
