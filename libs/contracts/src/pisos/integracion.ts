import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/pisos answers, sent by other modules through the CQRS buses. */

/** pisos: the session hotel's rooms whose housekeeping state is `Sucia` now, in the hotel's room order. */
export class HabitacionesPorLimpiar {}

export interface HabitacionPorLimpiar {
  habitacionId: number;
  nombre: string;
}

/** Hotel deletion (provider tools): the hotel's rows of the housekeeping tables, exported or deleted. */
export class DatosHotelPisos {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
