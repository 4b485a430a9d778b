import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/calendario answers, sent by other modules through the CQRS buses. */

export class DatosHotelCalendario {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
