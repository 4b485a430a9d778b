import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelMotor } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, children first. */
const TABLAS = ['motor_reserva', 'motor_configuracion'] as const;

/**
 * The published command `DatosHotelMotor` (hotel deletion, provider tools): the hotel's booking page's settings and its bookings' tokens,
 * exported or deleted in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelMotor)
export class DatosHotelHandler implements ICommandHandler<DatosHotelMotor, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  execute({ hotelId, accion }: DatosHotelMotor): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
