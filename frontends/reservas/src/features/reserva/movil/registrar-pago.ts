import { getReserva } from '../comun/api/get-reserva';
import { guardarReserva } from '../comun/api/guardar-reserva';
import { cuerpoReserva } from '../comun/calculos';
import type { IngresoReserva, Reserva } from '../comun/tipos';

/**
 * Adds one payment to a saved reservation: the reservation is read as it is now and saved whole
 * with it (`PUT /api/ReservasB/{id}`, the edit modal's body and Version), so nothing else changes.
 * For the views that show no draft of the reservation (the phone's).
 */
export async function registrarPago(reservaId: number, ingreso: IngresoReserva): Promise<Reserva> {
  const actual = await getReserva(reservaId);
  return guardarReserva(reservaId, cuerpoReserva({ ...actual, Ingresos: [...actual.Ingresos, ingreso] }));
}
