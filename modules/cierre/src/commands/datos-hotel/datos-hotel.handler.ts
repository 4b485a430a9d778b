import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelCierre } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, children first. */
const TABLAS = ['cierre_dia_cifras', 'cierre_dia', 'cierre_hotel'] as const;

/**
 * The published command `DatosHotelCierre` (hotel deletion, provider tools): the hotel's closes, their snapshots and first-close date,
 * exported or deleted in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelCierre)
export class DatosHotelHandler implements ICommandHandler<DatosHotelCierre, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  execute({ hotelId, accion }: DatosHotelCierre): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
