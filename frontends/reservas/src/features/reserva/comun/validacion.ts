import { CAMPOS_MONTO, CANTIDAD_MAXIMA_CARGO, MENSAJES_MONTOS } from '@recepcion/contracts';
import { diaIso, ocupadaPorLaPropiaReserva, problemaDeMonto } from '@recepcion/domain';
import { MENSAJES } from './mensajes';
import type { LineaHabitacion } from './tipos';

/** The message of each field that failed; fields absent are fine. */
export type Errores<Campo extends string> = Partial<Record<Campo, string>>;

const esFecha = (fecha: string | null | undefined): fecha is string => {
  if (!fecha) return false;
  try {
    diaIso(fecha);
    return true;
  } catch {
    return false;
  }
};

/** Check-in required, check-out required and after it (spec section 5). */
function validarEstadia(checkIn: string | null | undefined, checkOut: string | null | undefined): Errores<'CheckIn' | 'CheckOut'> {
  const e: Errores<'CheckIn' | 'CheckOut'> = {};
  if (!esFecha(checkIn)) e.CheckIn = MENSAJES.seleccioneCheckIn;
  if (!esFecha(checkOut)) e.CheckOut = MENSAJES.seleccioneCheckOut;
  else if (esFecha(checkIn) && diaIso(checkOut) <= diaIso(checkIn)) e.CheckOut = MENSAJES.checkOutPosterior;
  return e;
}

export interface GeneralForm {
  CheckIn: string;
  CheckOut: string;
  ClienteId: number | null;
  EstadoId: number | null;
  FormaPagoId: number | null;
  MonedaId: string;
  TipoImpuestoId: number | null;
  ContactoClienteEmail?: string | null;
}
export type CampoGeneral = 'CheckIn' | 'CheckOut' | 'ClienteId' | 'EstadoId' | 'FormaPagoId' | 'MonedaId' | 'TipoImpuestoId' | 'ContactoClienteEmail';
export const ORDEN_GENERAL: readonly CampoGeneral[] = ['CheckIn', 'CheckOut', 'ClienteId', 'EstadoId', 'FormaPagoId', 'MonedaId', 'TipoImpuestoId', 'ContactoClienteEmail'];

/** Reservation save, General section: check-in, check-out, client, status, payment form, currency, tax. */
export function validarGeneral(g: GeneralForm): Errores<CampoGeneral> {
  const e: Errores<CampoGeneral> = { ...validarEstadia(g.CheckIn, g.CheckOut) };
  if (!g.ClienteId) e.ClienteId = MENSAJES.seleccioneCliente;
  if (!g.EstadoId) e.EstadoId = MENSAJES.seleccioneEstado;
  if (!g.FormaPagoId) e.FormaPagoId = MENSAJES.seleccioneFormaPago;
  if (!g.MonedaId) e.MonedaId = MENSAJES.seleccioneMoneda;
  if (!g.TipoImpuestoId) e.TipoImpuestoId = MENSAJES.seleccioneImpuesto;
  const correo = (g.ContactoClienteEmail ?? '').trim();
  if (correo && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(correo)) e.ContactoClienteEmail = MENSAJES.correoNoValido;
  return e;
}

export type CampoLinea = 'CheckIn' | 'CheckOut' | 'HabitacionId' | 'TipoHabitacionId' | 'CantidadPasajero' | 'AlojamientoPrecioUnitario' | 'RegimenPrecioUnitario';
export const ORDEN_LINEA: readonly CampoLinea[] = ['HabitacionId', 'TipoHabitacionId', 'CheckIn', 'CheckOut', 'CantidadPasajero', 'AlojamientoPrecioUnitario', 'RegimenPrecioUnitario'];

/**
 * A room line (spec section 5): dates, room, room type and guests required; the accommodation
 * price required and not negative; a meal plan's price not negative; and the room not taken by
 * another line of the same reservation on the same nights. `indice` is the line's position, -1 new.
 */
/** What a form knows of the amounts' currency and the room's type. */
export interface ContextoMontos {
  /** The currency's code (named in «La moneda CLP no usa decimales»). */
  monedaId?: string | null;
  /** Whether the currency uses cents; unknown: 2 decimals. */
  centavos?: boolean;
}

export interface ContextoLinea extends ContextoMontos {
  /** The most guests the room's type holds (TipoHabitacion.CantidadPasajeros); unknown: not checked. */
  pasajerosMaximos?: number | null;
  /** The room's name, for the message. */
  habitacionNombre?: string | null;
}

/** A line's context: its currency and the most guests its room type holds (from the live list of room types). */
export function contextoLinea(
  l: Partial<LineaHabitacion>,
  tipos: readonly { Id: number; CantidadPasajeros?: number }[],
  moneda: ContextoMontos,
): ContextoLinea {
  const tipo = tipos.find((t) => t.Id === l.TipoHabitacionId);
  return { ...moneda, pasajerosMaximos: tipo?.CantidadPasajeros ?? null, habitacionNombre: l.HabitacionNombre ?? null };
}

/**
 * The question before saving room lines priced 0 (a typed 0 saved a reservation of CLP 0
 * with «Guardado con éxito»), or null when every line has a price.
 */
export function preguntaPrecioCero(lineas: readonly Pick<LineaHabitacion, 'AlojamientoPrecioUnitario' | 'HabitacionNombre'>[]): string | null {
  const nombres = lineas.filter((l) => l.AlojamientoPrecioUnitario === 0).map((l) => l.HabitacionNombre || '?');
  if (nombres.length === 0) return null;
  return MENSAJES_MONTOS.confirmarPrecioCero(nombres.length === 1 ? `la habitación ${nombres[0]}` : `las habitaciones ${nombres.join(', ')}`);
}

export function validarLinea(l: Partial<LineaHabitacion>, otras: readonly LineaHabitacion[] = [], indice = -1, ctx: ContextoLinea = {}): Errores<CampoLinea> {
  const e: Errores<CampoLinea> = { ...validarEstadia(l.CheckIn, l.CheckOut) };
  if (!l.HabitacionId) e.HabitacionId = MENSAJES.seleccioneHabitacion;
  if (!l.TipoHabitacionId) e.TipoHabitacionId = MENSAJES.seleccioneTipoHabitacion;
  if (!l.CantidadPasajero || l.CantidadPasajero < 1 || !Number.isInteger(l.CantidadPasajero)) e.CantidadPasajero = MENSAJES.ingresePasajeros;
  else if (ctx.pasajerosMaximos && l.CantidadPasajero > ctx.pasajerosMaximos)
    e.CantidadPasajero = MENSAJES_MONTOS.pasajerosMaximos(ctx.habitacionNombre ?? l.HabitacionNombre ?? '', ctx.pasajerosMaximos);
  const moneda = { monedaId: ctx.monedaId, centavos: ctx.centavos };
  if (l.AlojamientoPrecioUnitario === null || l.AlojamientoPrecioUnitario === undefined || Number.isNaN(l.AlojamientoPrecioUnitario)) e.AlojamientoPrecioUnitario = MENSAJES.ingresePrecio;
  else if (l.AlojamientoPrecioUnitario < 0) e.AlojamientoPrecioUnitario = MENSAJES.precioNegativo;
  else e.AlojamientoPrecioUnitario = problemaDeMonto(l.AlojamientoPrecioUnitario, { campo: CAMPOS_MONTO.precioAlojamiento, ...moneda }) ?? undefined;
  if (l.IDServicioRegimen && (l.RegimenPrecioUnitario === null || l.RegimenPrecioUnitario === undefined)) e.RegimenPrecioUnitario = MENSAJES.ingresePrecioRegimen;
  else if (l.IDServicioRegimen && (l.RegimenPrecioUnitario ?? 0) < 0) e.RegimenPrecioUnitario = MENSAJES.precioNegativo;
  else if (l.IDServicioRegimen) e.RegimenPrecioUnitario = problemaDeMonto(l.RegimenPrecioUnitario ?? 0, { campo: CAMPOS_MONTO.precioRegimen, ...moneda }) ?? undefined;
  if (!e.HabitacionId && !e.CheckIn && !e.CheckOut && ocupadaPorLaPropiaReserva(l as LineaHabitacion, otras, indice)) e.HabitacionId = MENSAJES.ocupadaPropia;
  return e;
}

export interface CargoForm {
  Fecha: string;
  HabitacionId: number | null;
  ClienteId: number | null;
  CargoId: number | null;
  TipoImpuestoId: number | null;
  MonedaId: string;
  Precio: number | null;
  Cantidad: number | null;
  Total: number | null;
}
export type CampoCargo = 'Fecha' | 'ACargo' | 'CargoId' | 'TipoImpuestoId' | 'MonedaId' | 'Precio' | 'Cantidad' | 'Total';
export const ORDEN_CARGO: readonly CampoCargo[] = ['Fecha', 'ACargo', 'CargoId', 'TipoImpuestoId', 'MonedaId', 'Precio', 'Cantidad', 'Total'];

/**
 * A charge (spec section 5): date, room or client, charge, tax, currency, price, quantity and total.
 * A negative price is a discount; the quantity a whole number from 1 to 9.999.
 */
export function validarCargo(c: CargoForm, ctx: ContextoMontos = {}): Errores<CampoCargo> {
  const e: Errores<CampoCargo> = {};
  if (!esFecha(c.Fecha)) e.Fecha = MENSAJES.seleccioneFecha;
  if (!c.HabitacionId && !c.ClienteId) e.ACargo = MENSAJES.seleccioneHabitacionOCliente;
  if (!c.CargoId) e.CargoId = MENSAJES.seleccioneCargo;
  if (!c.TipoImpuestoId) e.TipoImpuestoId = MENSAJES.seleccioneImpuesto;
  if (!c.MonedaId) e.MonedaId = MENSAJES.seleccioneMoneda;
  const moneda = { monedaId: ctx.monedaId ?? c.MonedaId, centavos: ctx.centavos, negativos: true };
  if (c.Precio === null || Number.isNaN(c.Precio)) e.Precio = MENSAJES.ingresePrecioCargo;
  else e.Precio = problemaDeMonto(c.Precio, { campo: CAMPOS_MONTO.precioCargo, ...moneda }) ?? undefined;
  if (c.Cantidad === null || Number.isNaN(c.Cantidad)) e.Cantidad = MENSAJES.ingreseCantidad;
  else if (c.Cantidad < 1 || !Number.isInteger(c.Cantidad)) e.Cantidad = MENSAJES_MONTOS.cantidadEntera;
  else if (c.Cantidad > CANTIDAD_MAXIMA_CARGO) e.Cantidad = MENSAJES_MONTOS.cantidadMaxima;
  if (c.Total === null || Number.isNaN(c.Total)) e.Total = MENSAJES.ingreseTotal;
  else if (!e.Precio && !e.Cantidad) e.Total = problemaDeMonto(c.Total, { campo: CAMPOS_MONTO.totalCargo, ...moneda }) ?? undefined;
  return e;
}

export interface IngresoForm {
  Fecha: string;
  HabitacionId: number | null;
  ClienteId: number | null;
  Concepto: string;
  Valor: number | null;
  MonedaId: string;
  FormaPagoId: number | null;
}
export type CampoIngreso = 'Fecha' | 'ACargo' | 'Concepto' | 'Valor' | 'MonedaId' | 'FormaPagoId';
export const ORDEN_INGRESO: readonly CampoIngreso[] = ['Fecha', 'ACargo', 'Concepto', 'Valor', 'MonedaId', 'FormaPagoId'];

/**
 * A payment received (spec section 5): date, room or client, concept, value, currency and payment
 * form. A refund is a negative payment; a payment of 0 records nothing.
 */
export function validarIngreso(i: IngresoForm, ctx: ContextoMontos = {}): Errores<CampoIngreso> {
  const e: Errores<CampoIngreso> = {};
  if (!esFecha(i.Fecha)) e.Fecha = MENSAJES.seleccioneFecha;
  if (!i.HabitacionId && !i.ClienteId) e.ACargo = MENSAJES.seleccioneHabitacionOCliente;
  if (!i.Concepto.trim()) e.Concepto = MENSAJES.ingreseConcepto;
  if (i.Valor === null || Number.isNaN(i.Valor)) e.Valor = MENSAJES.ingreseValor;
  else if (i.Valor === 0) e.Valor = MENSAJES_MONTOS.pagoCero;
  else e.Valor = problemaDeMonto(i.Valor, { campo: CAMPOS_MONTO.valorPago, monedaId: ctx.monedaId ?? i.MonedaId, centavos: ctx.centavos, negativos: true }) ?? undefined;
  if (!i.MonedaId) e.MonedaId = MENSAJES.seleccioneMoneda;
  if (!i.FormaPagoId) e.FormaPagoId = MENSAJES.seleccioneFormaPagoIngreso;
  return e;
}

/** A guest (spec section 5): the room first, then the passenger. */
export function validarPasajero(p: { HabitacionId: number | null; PasajeroId: number | null }): string | null {
  if (!p.HabitacionId) return MENSAJES.faltaHabitacion;
  if (!p.PasajeroId) return MENSAJES.faltaPasajero;
  return null;
}

/** The first message in the form's order. */
export function primerError<Campo extends string>(errores: Errores<Campo>, orden: readonly Campo[]): string | undefined {
  const campo = orden.find((c) => errores[c]);
  return campo === undefined ? undefined : errores[campo];
}

export const sinErrores = <Campo extends string>(errores: Errores<Campo>) => Object.values(errores).every((m) => !m);
