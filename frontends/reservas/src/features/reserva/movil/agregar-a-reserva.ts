import { getReserva } from '../comun/api/get-reserva';
import { guardarReserva } from '../comun/api/guardar-reserva';
import { cuerpoReserva } from '../comun/calculos';
import type { CargoReserva, IngresoReserva, Reserva } from '../comun/tipos';

/**
 * Adds to a saved reservation: it is read as it is now and saved whole with the addition
 * (`PUT /api/ReservasB/{id}`, the edit modal's body and Version), so nothing else changes. For the
 * views that show no draft of the reservation (the phone's).
 */
async function agregar(reservaId: number, cambiar: (actual: Reserva) => Reserva): Promise<Reserva> {
  const actual = await getReserva(reservaId);
  return guardarReserva(reservaId, cuerpoReserva(cambiar(actual)));
}

/** One payment more. */
export const registrarPago = (reservaId: number, ingreso: IngresoReserva) => agregar(reservaId, (r) => ({ ...r, Ingresos: [...r.Ingresos, ingreso] }));

/** One charge more (a minibar, a late check-out). */
export const agregarCargo = (reservaId: number, cargo: CargoReserva) => agregar(reservaId, (r) => ({ ...r, Cargos: [...r.Cargos, cargo] }));
