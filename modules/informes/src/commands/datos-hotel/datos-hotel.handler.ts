import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelInformes } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, in an order that deletes children first. */
const TABLAS = ['informe_noche', 'informe_huesped', 'informe_movimiento', 'informe_bloqueo', 'informe_reserva'] as const;

/**
 * The published command `DatosHotelInformes` (hotel deletion, provider tools): the hotel's rows of this
 * module's tables, exported or deleted, in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelInformes)
export class DatosHotelHandler implements ICommandHandler<DatosHotelInformes, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId, accion }: DatosHotelInformes): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
