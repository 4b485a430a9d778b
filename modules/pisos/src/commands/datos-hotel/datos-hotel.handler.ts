import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelPisos } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, children first. */
const TABLAS = ['piso_estado', 'piso_configuracion'] as const;

/**
 * The published command `DatosHotelPisos` (hotel deletion, provider tools): the hotel's rooms' housekeeping states and settings (their events go with reservas' deletion of the hotel's events),
 * exported or deleted in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelPisos)
export class DatosHotelHandler implements ICommandHandler<DatosHotelPisos, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  execute({ hotelId, accion }: DatosHotelPisos): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
