import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelCanales } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, children first. */
const TABLAS = ['canal_conflicto', 'ical_enlace', 'canal'] as const;

/**
 * The published command `DatosHotelCanales` (hotel deletion, provider tools): the hotel's channels, their conflicts and feed addresses,
 * exported or deleted in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelCanales)
export class DatosHotelHandler implements ICommandHandler<DatosHotelCanales, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  execute({ hotelId, accion }: DatosHotelCanales): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
