import {
  type CargoReserva,
  type DatosGeneralesReserva,
  ESTADO_RESERVA,
  type EstadoReservaId,
  type EventoReservaPublicado,
  type IngresoReserva,
  type LineaHabitacionReserva,
  MENSAJES_RESERVAS,
  NOMBRE_ESTADO_RESERVA,
  type PasajeroReserva,
} from '@recepcion/contracts';

/** Reservation statuses (spec section 4): defined once in libs/contracts. */
export const ESTADO = ESTADO_RESERVA;
export type EstadoId = EstadoReservaId;
export const NOMBRE_ESTADO: Readonly<Record<number, string>> = NOMBRE_ESTADO_RESERVA;

/** The items a reservation holds are its wire shapes (libs/contracts), with prices already computed. */
export type LineaHabitacion = LineaHabitacionReserva;
export type DatosGenerales = DatosGeneralesReserva;
export type { CargoReserva, IngresoReserva, PasajeroReserva };

/**
 * The terms a reservation's lines were priced with: the tax type's percentage, whether its currency
 * has cents, and the hotel's per-person flags at the time. Captured by a create and an edit (from
 * tarifario and cuenta); a calendar move re-prices with them instead of asking again. Streams
 * written before they existed have none: a move then asks.
 */
export interface CondicionesPrecio {
  porcentajeImpuesto: number;
  centavos: boolean;
  habitacionPorPersona: boolean;
  regimenPorPersona: boolean;
}

export type EventoReserva =
  | { type: 'ReservaCreada'; data: { id: number; hotelId: number; estadoId: number; general: DatosGenerales; habitaciones: LineaHabitacion[]; condiciones?: CondicionesPrecio } }
  | { type: 'DatosGeneralesModificados'; data: { general: DatosGenerales; condiciones?: CondicionesPrecio } }
  | { type: 'HabitacionAgregada'; data: { linea: LineaHabitacion } }
  | { type: 'HabitacionModificada'; data: { linea: LineaHabitacion } }
  | { type: 'HabitacionQuitada'; data: { lineaId: number } }
  | { type: 'EstadoCambiado'; data: { de: number; a: number } }
  | { type: 'ReservaAnulada'; data: { motivo: string; estadoAnterior: number; noPresentado?: true } }
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
  | { type: 'PasajeroModificado'; data: { pasajero: PasajeroReserva } }
  | { type: 'PasajeroQuitado'; data: { pasajeroId: number } };

/** Every event type of a reservation's stream (the compiler checks the list against `EventoReserva`). */
export const TIPOS_EVENTO_RESERVA = Object.keys({
  ReservaCreada: true,
  DatosGeneralesModificados: true,
  HabitacionAgregada: true,
  HabitacionModificada: true,
  HabitacionQuitada: true,
  EstadoCambiado: true,
  ReservaAnulada: true,
  ReservaEliminada: true,
  ReservaTrasladada: true,
  EstadiaRedimensionada: true,
  CargoAgregado: true,
  CargoModificado: true,
  CargoQuitado: true,
  IngresoRegistrado: true,
  IngresoModificado: true,
  IngresoQuitado: true,
  PasajeroAgregado: true,
  PasajeroModificado: true,
  PasajeroQuitado: true,
} satisfies Record<EventoReserva['type'], true>) as readonly EventoReserva['type'][];

export type ComandoReserva =
  /** `estadoId` absent: Sin confirmar. */
  | { type: 'CrearReserva'; data: { id: number; hotelId: number; estadoId?: number; general: DatosGenerales; habitaciones: LineaHabitacion[]; condiciones?: CondicionesPrecio } }
  | {
      type: 'ModificarReserva';
      /** Lists left undefined stay as they are. */
      data: { general: DatosGenerales; habitaciones: LineaHabitacion[]; cargos?: CargoReserva[]; ingresos?: IngresoReserva[]; pasajeros?: PasajeroReserva[]; condiciones?: CondicionesPrecio };
    }
  /** A status change; check-in and check-out only from the stay's arrival day (`hoy`, the hotel's). */
  | { type: 'CambiarEstado'; data: { estadoId: number; hoy: string } }
  | { type: 'AnularReserva'; data: { motivo: string } }
  /** A no-show: cancelled with «No presentado», from its arrival day (`hoy`), unless checked in. */
  | { type: 'MarcarNoPresentado'; data: { hoy: string } }
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
      /** Cancelled as a no-show. */
      noPresentado?: true;
      /** Absent in streams written before they were captured. */
      condiciones?: CondicionesPrecio;
    };

/** A rule of section 4/5 the command breaks; the message is the spec's Spanish text. */
export class ReglaReservaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReglaReservaError';
  }
}

/** The domain's Spanish messages: the reservations area's, defined once in libs/contracts. */
export const MENSAJES_RESERVA = {
  ...MENSAJES_RESERVAS,
  /** A calendar move of a line the reservation does not have. */
  lineaNoExiste: MENSAJES_RESERVAS.habitacionFueraDeReserva,
  faltaHabitacionPasajero: MENSAJES_RESERVAS.faltaHabitacion,
} as const;

/** The reservation events keep the published shape other modules read (libs/contracts). */
type Publicables = Extract<EventoReserva, { type: EventoReservaPublicado['type'] }>;
export const eventoPublicable = (evento: Publicables): EventoReservaPublicado => evento;
