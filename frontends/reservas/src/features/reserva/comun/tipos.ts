/** The shapes of the reservation calls (spec sections 3 and 7), as the API answers them; the UI's drafts allow what is not filled in yet. */
import type { CargoReserva as CargoReservaContrato, IngresoReserva as IngresoReservaContrato, LineaHabitacionReserva, PasajeroReserva as PasajeroReservaContrato, SaldoMoneda } from '@recepcion/contracts';

/** A contract type with `K` not known yet (a line, charge, payment or guest the UI has not saved). */
type Borrador<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A room line (libs/contracts) as the dialogs edit it: totals and names come from the server; the price may be empty. */
export type LineaHabitacion = Borrador<
  Omit<LineaHabitacionReserva, 'AlojamientoPrecioUnitario'>,
  'Id' | 'HabitacionNombre' | 'TipoHabitacionId' | 'TipoHabitacionNombre' | 'AlojamientoTotal' | 'IDServicioRegimen' | 'RegimenPrecioUnitario' | 'RegimenTotal' | 'Base' | 'Impuesto' | 'Total' | 'IDDocumentoVenta'
> & { AlojamientoPrecioUnitario: number | null };

export type CargoReserva = Borrador<CargoReservaContrato, 'Id' | 'MonedaNombre' | 'DocumentoVentaId'>;
export type IngresoReserva = Borrador<IngresoReservaContrato, 'Id' | 'MonedaNombre' | 'DocumentoVentaId'>;
export type PasajeroReserva = Borrador<PasajeroReservaContrato, 'Id' | 'IDDetalleVenta' | 'sysEntrada' | 'sysSalida'>;
export type { SaldoMoneda } from '@recepcion/contracts';

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
  /** Where it was booked when not the front desk: «Web» (the hotel's booking page); absent for the front desk's. Read-only. */
  Origen?: string;
}

/** The body of `POST /api/ReservasB` and `PUT /api/ReservasB/{id}` (libs/contracts). */
export type { ModificarReservaCuerpo as ReservaBody } from '@recepcion/contracts';

/** An event of the reservation's history (`GET /api/ReservasB/{id}/Historial`). */
export type { EventoHistorialReserva as EventoHistorial } from '@recepcion/contracts';

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
