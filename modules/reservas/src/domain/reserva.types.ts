import type { EventoReservaPublicado } from '@recepcion/contracts';

/** Reservation statuses (spec section 4). */
export const ESTADO = { sinConfirmar: 1, confirmado: 2, reConfirmado: 3, anulado: 4, checkIn: 7, checkOut: 8 } as const;
export type EstadoId = (typeof ESTADO)[keyof typeof ESTADO];
export const NOMBRE_ESTADO: Record<number, string> = {
  1: 'Sin confirmar',
  2: 'Confirmado',
  3: 'Re-Confirmado',
  4: 'Anulado',
  7: 'Check-IN',
  8: 'Check-OUT',
};

/** A room line with its prices already computed (spec section 3, ReservaHabitacion). */
export interface LineaHabitacion {
  Id: number;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string;
  HabitacionId: number;
  HabitacionNombre: string;
  CheckIn: string;
  CheckOut: string;
  CantidadPasajero: number;
  AlojamientoPrecioUnitario: number;
  AlojamientoTotal: number;
  IDServicioRegimen: number | null;
  RegimenPrecioUnitario: number | null;
  RegimenTotal: number;
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

/** The reservation's general data (spec section 3, ReservaB without its lists). */
export interface DatosGenerales {
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
}

export type EventoReserva =
  | { type: 'ReservaCreada'; data: { id: number; hotelId: number; estadoId: number; general: DatosGenerales; habitaciones: LineaHabitacion[] } }
  | { type: 'DatosGeneralesModificados'; data: { general: DatosGenerales } }
  | { type: 'HabitacionAgregada'; data: { linea: LineaHabitacion } }
  | { type: 'HabitacionModificada'; data: { linea: LineaHabitacion } }
  | { type: 'HabitacionQuitada'; data: { lineaId: number } }
  | { type: 'EstadoCambiado'; data: { de: number; a: number } }
  | { type: 'ReservaAnulada'; data: { motivo: string; estadoAnterior: number } }
  | { type: 'ReservaEliminada'; data: Record<string, never> }
  | { type: 'ReservaTrasladada'; data: { linea: LineaHabitacion } }
  | { type: 'EstadiaRedimensionada'; data: { linea: LineaHabitacion } }
  | { type: 'CargoAgregado'; data: { cargo: CargoReserva } }
  | { type: 'CargoModificado'; data: { cargo: CargoReserva } }
  | { type: 'CargoQuitado'; data: { cargoId: number } }
  | { type: 'IngresoRegistrado'; data: { ingreso: IngresoReserva } }
  | { type: 'IngresoModificado'; data: { ingreso: IngresoReserva } }
  | { type: 'IngresoQuitado'; data: { ingresoId: number } }
  | { type: 'PasajeroAgregado'; data: { pasajero: PasajeroReserva } }
  | { type: 'PasajeroQuitado'; data: { pasajeroId: number } };

export type ComandoReserva =
  | { type: 'CrearReserva'; data: { id: number; hotelId: number; general: DatosGenerales; habitaciones: LineaHabitacion[] } }
  | {
      type: 'ModificarReserva';
      /** Lists left undefined stay as they are. */
      data: { general: DatosGenerales; habitaciones: LineaHabitacion[]; cargos?: CargoReserva[]; ingresos?: IngresoReserva[]; pasajeros?: PasajeroReserva[] };
    }
  | { type: 'CambiarEstado'; data: { estadoId: number } }
  | { type: 'AnularReserva'; data: { motivo: string } }
  | { type: 'EliminarReserva'; data: Record<string, never> }
  /** Calendar drag: the same number of nights, possibly another room. */
  | { type: 'TrasladarReserva'; data: { linea: LineaHabitacion } }
  /** Calendar edge drag: longer or shorter stay. */
  | { type: 'RedimensionarEstadia'; data: { linea: LineaHabitacion } };

export type EstadoReserva =
  | { existe: false }
  | {
      existe: true;
      id: number;
      hotelId: number;
      estadoId: number;
      general: DatosGenerales;
      habitaciones: LineaHabitacion[];
      cargos: CargoReserva[];
      ingresos: IngresoReserva[];
      pasajeros: PasajeroReserva[];
      eliminada: boolean;
    };

/** A rule of section 4/5 the command breaks; the message is the spec's Spanish text. */
export class ReglaReservaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReglaReservaError';
  }
}

export const MENSAJES_RESERVA = {
  faltanHabitaciones: 'Faltan ingresar las habitaciones',
  seleccioneCheckIn: 'Seleccione una fecha Check-In',
  checkOutPosterior: 'El Check-Out debe ser posterior al check-In',
  ocupadaPropia: 'La habitación está ocupada por la propia reserva',
  noDisponible: 'Habitación no disponible',
  yaAnulada: 'La reserva ya está anulada',
  anulada: 'La reserva está anulada: no se puede modificar',
  noExiste: 'La reserva no existe',
  yaExiste: 'La reserva ya existe',
  estadoInvalido: 'El estado no es válido',
  motivoAnulacion: 'Indique el motivo de la anulación',
  precioNegativo: 'El precio debe ser mayor o igual a cero',
  minimoUnaNoche: 'Las reservas deben tener como mínimo una noche',
  mismaDuracion: 'Un traslado mantiene la cantidad de noches',
  lineaNoExiste: 'La habitación no pertenece a la reserva',
  habitacionFueraDeReserva: 'La habitación no pertenece a la reserva',
  faltaHabitacionPasajero: 'Falta seleccionar la habitación',
  faltaPasajero: 'Falta seleccionar el pasajero',
  pasajeroRepetido: 'El pasajero ya está en esa habitación',
  habitacionConMovimientos: 'No se puede quitar una habitación con pasajeros, cargos o pagos',
} as const;

/** The reservation events keep the published shape other modules read (libs/contracts). */
type Publicables = Extract<EventoReserva, { type: EventoReservaPublicado['type'] }>;
export const eventoPublicable = (evento: Publicables): EventoReservaPublicado => evento;
