import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelCalendario } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, in an order that deletes children first. */
const TABLAS = ['calendario_celda', 'calendario_reserva', 'calendario_bloqueo'] as const;

/**
 * The published command `DatosHotelCalendario` (hotel deletion, provider tools): the hotel's rows of this
 * module's tables, exported or deleted, in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelCalendario)
export class DatosHotelHandler implements ICommandHandler<DatosHotelCalendario, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId, accion }: DatosHotelCalendario): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
