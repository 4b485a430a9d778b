import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/cierre answers, sent by other modules through the CQRS buses. */

/** Hotel deletion (provider tools): the hotel's rows of this module's tables, exported or deleted. */
export class DatosHotelCierre {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
