import { getReserva } from '../comun/api/get-reserva';
import { guardarReserva } from '../comun/api/guardar-reserva';
import { cuerpoReserva } from '../comun/calculos';
import type { CargoReserva, IngresoReserva, Reserva } from '../comun/tipos';

/**
 * Changes to a saved reservation from the views that show no draft of it (the phone's): it is read
 * as it is now and saved whole with the change (`PUT /api/ReservasB/{id}`, the edit modal's body
 * and Version), so nothing else changes.
 */
async function cambiarLaActual(reservaId: number, cambiar: (actual: Reserva) => Reserva): Promise<Reserva> {
  const actual = await getReserva(reservaId);
  return guardarReserva(reservaId, cuerpoReserva(cambiar(actual)));
}

/** One payment more. */
export const registrarPago = (reservaId: number, ingreso: IngresoReserva) => cambiarLaActual(reservaId, (r) => ({ ...r, Ingresos: [...r.Ingresos, ingreso] }));

/** One charge more (a minibar, a late check-out). */
export const agregarCargo = (reservaId: number, cargo: CargoReserva) => cambiarLaActual(reservaId, (r) => ({ ...r, Cargos: [...r.Cargos, cargo] }));

/** The guests as the phone's guests dialog left them, on the reservation it read (its Version: a change in between answers 409). */
export const guardarPasajeros = (reservaId: number, reserva: Reserva) => guardarReserva(reservaId, cuerpoReserva(reserva));
