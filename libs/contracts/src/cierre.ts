import type { SaldoMoneda } from './reservas';

/**
 * The day's close (night audit): a closed business date freezes what is dated on or before it.
 * Wire types of `/api/CierreDia` live here with the messages.
 */
export const MENSAJES_CIERRE = {
  /** A charge, payment or stay change dated on or before the last closed date; `hasta` as `dd-MM-yyyy`. */
  fechaCerrada: (hasta: string) =>
    `El día ${hasta} está cerrado: no se pueden cambiar cargos, pagos ni estadías de esa fecha o anteriores. Un administrador puede reabrirlo en Configuración › Cierre del día`,
  /** A path date that is not a real `yyyy-MM-dd` day. */
  fechaNoValida: 'Seleccione una fecha válida (aaaa-mm-dd)',
  /** Today or a later date: only past business days close. */
  soloFechasPasadas: (hoy: string) => `Solo se pueden cerrar días pasados: el día ${hoy} aún no termina`,
  /** After the first close, dates close one after the other; `esperada` as `dd-MM-yyyy`. */
  siguienteEnOrden: (esperada: string) => `Los días se cierran en orden: el próximo día a cerrar es el ${esperada}`,
  /** A date before the hotel's first close, which was never closed; `primera` as `dd-MM-yyyy`. */
  anteriorAlPrimerCierre: (primera: string) => `El primer día cerrado del hotel es el ${primera}: los días anteriores no se cierran`,
  /** Only the last closed date reopens; `ultima` as `dd-MM-yyyy`, or null when none is closed. */
  soloUltimoSeReabre: (ultima: string | null) =>
    ultima ? `Solo se puede reabrir el último día cerrado: el ${ultima}` : 'El hotel no tiene días cerrados que reabrir',
  /** `GET /api/CierreDia/{fecha}` of a date never closed; `fecha` as `dd-MM-yyyy`. */
  sinCierre: (fecha: string) => `El día ${fecha} no ha sido cerrado`,
  /** The activity log's lines of a close and a reopening; `fecha` as `dd-MM-yyyy`. */
  actividadCerrado: (fecha: string) => `Día ${fecha} cerrado`,
  actividadReabierto: (fecha: string) => `Día ${fecha} reabierto`,
} as const;

/** `GET /api/CierreDia`: where the hotel's closes stand. */
export interface EstadoCierres {
  /** The last closed date (`yyyy-MM-dd`), or null before the first close. */
  CerradoHasta: string | null;
  /** The first date of the closed run, or null. */
  PrimeraFecha: string | null;
  /** The date the screen proposes: the day after `CerradoHasta`, or yesterday for a first close. */
  ProximaFecha: string;
  /** The hotel's today (`yyyy-MM-dd`): only earlier dates close. */
  Hoy: string;
  /** Dates closed once and reopened since, not closed again (`yyyy-MM-dd`, ascending): their figures stay readable. */
  Reabiertas: string[];
}

/** A reservation the close lists: who, which rooms, its dates and status. */
export interface ReservaPendiente {
  ReservaId: number;
  ClienteNombre: string;
  /** The room names, comma separated. */
  Habitaciones: string;
  CheckIn: string;
  CheckOut: string;
  EstadoId: number;
  EstadoNombre: string;
}

/** A reservation checked out that still owes (or is owed) money: its non-zero balances. */
export interface SaldoPendiente extends ReservaPendiente {
  Saldos: SaldoMoneda[];
}

/** A room housekeeping has not cleaned yet. */
export interface HabitacionSucia {
  HabitacionId: number;
  Nombre: string;
}

/** `GET /api/CierreDia/{fecha}/Pendientes`: what keeps the day from a clean close. None blocks it. */
export interface PendientesCierre {
  Fecha: string;
  /** Arrivals of the date not checked in: candidates for no-show. */
  Llegadas: ReservaPendiente[];
  /** Departures of the date not checked out. */
  Salidas: ReservaPendiente[];
  /** Reservations checked out by the date with a balance. */
  SaldosPendientes: SaldoPendiente[];
  /** Rooms still dirty (now). */
  HabitacionesSucias: HabitacionSucia[];
}

/** Room figures of the night in one currency. */
export interface IngresoHabitacionesMoneda {
  MonedaId: string;
  /** The night's room revenue: each sold room's per-night price (stay and meal plan). */
  Ingreso: number;
  /** Average daily rate: revenue ÷ rooms sold in this currency. */
  ADR: number;
  /** Revenue per available room: revenue ÷ sellable rooms. */
  RevPAR: number;
}

/** A sum of money of one currency and how many movements made it. */
export interface TotalMoneda {
  MonedaId: string;
  Total: number;
  Cantidad: number;
}

/** Payments of one currency and payment form. */
export interface TotalFormaPago extends TotalMoneda {
  FormaPagoId: number;
  FormaPagoNombre: string;
}

/** The frozen figures of a closed day. */
export interface CifrasCierre {
  /** The hotel's rooms when the day closed. */
  Habitaciones: number;
  /** Rooms out of order that night. */
  FueraDeServicio: number;
  /** Sellable rooms: rooms minus those out of order. */
  HabitacionesVendibles: number;
  /** Rooms occupied that night by a reservation. */
  HabitacionesVendidas: number;
  /** Sold ÷ sellable, as a percentage with 2 decimals. */
  Ocupacion: number;
  IngresoHabitaciones: IngresoHabitacionesMoneda[];
  /** Charges dated that day, by currency. */
  Cargos: TotalMoneda[];
  /** Payments dated that day, by currency. */
  Pagos: TotalMoneda[];
  /** Payments dated that day, by currency and payment form. */
  PagosPorFormaPago: TotalFormaPago[];
  /** Reservations arriving that day (not cancelled). */
  Llegadas: number;
  /** Reservations leaving that day (not cancelled). */
  Salidas: number;
  /** Arrivals of that day marked as no-shows. */
  NoPresentados: number;
  /** Reservations cancelled that day (no-shows aside). */
  Anulaciones: number;
}

/** One close of a date: who closed it and when, and who reopened it. */
export interface VersionCierre {
  Version: number;
  CerradoPor: string | null;
  /** ISO-8601 instant. */
  CerradoEn: string;
  ReabiertoPor: string | null;
  /** ISO-8601 instant; null while the version stands. */
  ReabiertoEn: string | null;
}

/** `GET /api/CierreDia/{fecha}` and the close's answer: the latest snapshot of the date and its history. */
export interface CierreDia extends VersionCierre {
  Fecha: string;
  /** Whether the date is closed now (a reopened date keeps its snapshots until it closes again). */
  Cerrado: boolean;
  Cifras: CifrasCierre;
  /** Every close of the date, oldest first, with its reopening. */
  Versiones: VersionCierre[];
}

/** The names of the spec's payment forms 1 and 2, which the hotel's own list does not hold. */
export const NOMBRES_FORMA_PAGO_BASE: Readonly<Record<number, string>> = { 1: 'Contado', 2: 'Crédito' };
