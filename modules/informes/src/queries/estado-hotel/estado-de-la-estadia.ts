import { ESTADO_HABITACION_INFORME as E, ESTADO_RESERVA, type EstadoHabitacionInforme } from '@recepcion/contracts';

/** Departures first (`Sale`, `Salió`), then the stay in the room, then the arrival; a room without stays has one row. */
export const ORDEN_ESTADO_HABITACION: Record<EstadoHabitacionInforme, number> = { Sale: 0, Salió: 0, Ocupada: 1, Llega: 2, Libre: 3, Bloqueada: 3, 'Fuera de servicio': 3 };

/**
 * What housekeeping reads of a room line on `fecha` (`CheckIn <= fecha <= CheckOut`), from its
 * dates and its reservation's status:
 * - checked out (8): the guest is gone and the room is to clean, `Salió`, on its check-out date
 *   (an early check-out shortens the line to that day) and on any day the line still covers;
 *   after its check-out date the line is not in the report, so the room is free;
 * - checked in (7): in the house, `Ocupada`, from its check-in date (never `Llega`), and `Sale`
 *   on its check-out date;
 * - not checked in yet (1, 2, 3): by its dates, `Llega` on its check-in date, `Sale` on its
 *   check-out date, `Ocupada` between (hotels that do not record check-ins read it as before).
 */
export function estadoDeLaEstadia(linea: { CheckIn: string; CheckOut: string }, estadoReservaId: number, fecha: string): EstadoHabitacionInforme {
  if (estadoReservaId === ESTADO_RESERVA.checkOut) return E.salio;
  if (linea.CheckOut === fecha) return E.sale;
  if (estadoReservaId === ESTADO_RESERVA.checkIn) return E.ocupada;
  return linea.CheckIn === fecha ? E.llega : E.ocupada;
}
