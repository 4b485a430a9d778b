import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelTarifario } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, in an order that deletes children first. */
const TABLAS = ['tarifa_linea', 'tarifa', 'temporada', 'hotel_moneda', 'tipo_impuesto', 'forma_pago'] as const;

/**
 * The published command `DatosHotelTarifario` (hotel deletion, provider tools): the hotel's rows of this
 * module's tables, exported or deleted, in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelTarifario)
export class DatosHotelHandler implements ICommandHandler<DatosHotelTarifario, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId, accion }: DatosHotelTarifario): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
