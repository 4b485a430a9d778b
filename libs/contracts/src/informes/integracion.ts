import type { AccionDatosHotel } from '../integracion';

/** Messages that modules/informes answers, sent by other modules through the CQRS buses. */

export class DatosHotelInformes {
  constructor(
    readonly hotelId: number,
    readonly accion: AccionDatosHotel,
  ) {}
}
