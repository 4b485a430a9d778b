import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { esFecha, sumarDias } from '../../lib/fechas';
import { MENSAJES_LISTA_ESPERA as M } from '../../lib/mensajes';
import { enteroPositivo, textoOpcional, type Errores } from '../../lib/validacion';
import type { DatosEspera } from './api/guardar-espera';
import type { ClienteItem, Espera } from './tipos';

export interface EsperaForm {
  /** `yyyy-MM-dd`, '' while not chosen. */
  CheckIn: string;
  CheckOut: string;
  Cliente: ClienteItem | null;
  NombrePax: string;
  CantidadPasajeros: number | null;
  CantidadHabitaciones: number | null;
  HabitacionesPreferencia: string;
  Comentario: string;
}

export const ORDEN_ESPERA = ['CheckIn', 'CheckOut', 'Cliente', 'NombrePax', 'CantidadPasajeros', 'CantidadHabitaciones', 'HabitacionesPreferencia', 'Comentario'] as const;

/** Spec section 9: check-in today, check-out tomorrow, 1 guest, 1 room. */
export const esperaNueva = (hoy: string): EsperaForm => ({
  CheckIn: hoy,
  CheckOut: sumarDias(hoy, 1),
  Cliente: null,
  NombrePax: '',
  CantidadPasajeros: 1,
  CantidadHabitaciones: 1,
  HabitacionesPreferencia: '',
  Comentario: '',
});

export const esperaForm = (e: Espera): EsperaForm => ({
  CheckIn: e.CheckIn,
  CheckOut: e.CheckOut,
  Cliente: { Id: e.ClienteId, Nombre: e.ClienteNombre },
  NombrePax: e.NombrePax ?? '',
  CantidadPasajeros: e.CantidadPasajeros,
  CantidadHabitaciones: e.CantidadHabitaciones,
  HabitacionesPreferencia: e.HabitacionesPreferencia ?? '',
  Comentario: e.Comentario ?? '',
});

/** A check-in moved onto or past the check-out (or without one) takes the check-out along: one night. */
export function conCheckIn(form: EsperaForm, checkIn: string): Pick<EsperaForm, 'CheckIn' | 'CheckOut'> {
  const empuja = esFecha(checkIn) && (!esFecha(form.CheckOut) || form.CheckOut <= checkIn);
  return { CheckIn: checkIn, CheckOut: empuja ? sumarDias(checkIn, 1) : form.CheckOut };
}

/** Spec section 5, "Waiting list"; and a stay of at least one night (the server's rule). */
export function validarEspera(form: EsperaForm, { hoy, checkInGuardado }: { hoy?: string; checkInGuardado?: string } = {}): Errores<keyof EsperaForm> {
  const errores: Errores<keyof EsperaForm> = {};
  if (!esFecha(form.CheckIn)) errores.CheckIn = M.checkIn;
  // An entry kept with its old dates may be edited; a new or moved one starts today at the earliest.
  else if (hoy && form.CheckIn < hoy && form.CheckIn !== checkInGuardado) errores.CheckIn = MENSAJES_RESERVAS.esperaCheckInPasado;
  if (!esFecha(form.CheckOut)) errores.CheckOut = M.checkOut;
  else if (!errores.CheckIn && form.CheckOut <= form.CheckIn) errores.CheckOut = M.posterior;
  if (!form.Cliente) errores.Cliente = M.cliente;
  if (!enteroPositivo(form.CantidadPasajeros)) errores.CantidadPasajeros = M.pasajeros;
  if (!enteroPositivo(form.CantidadHabitaciones)) errores.CantidadHabitaciones = M.habitaciones;
  else if (!errores.CantidadPasajeros && (form.CantidadPasajeros ?? 0) < (form.CantidadHabitaciones ?? 0)) errores.CantidadPasajeros = MENSAJES_RESERVAS.esperaPasajerosPorHabitacion;
  return errores;
}

export const esperaDatos = (Id: number, form: EsperaForm): DatosEspera => ({
  Id,
  CheckIn: form.CheckIn,
  CheckOut: form.CheckOut,
  ClienteId: form.Cliente?.Id ?? 0,
  NombrePax: textoOpcional(form.NombrePax),
  CantidadPasajeros: form.CantidadPasajeros ?? 0,
  CantidadHabitaciones: form.CantidadHabitaciones ?? 0,
  HabitacionesPreferencia: textoOpcional(form.HabitacionesPreferencia),
  Comentario: textoOpcional(form.Comentario),
});
