import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelMaestros } from '@recepcion/contracts';
import { datosDeHotelEnTablas, sqlExecutor } from '@recepcion/platform';

/** This module's tables with a hotel's rows, in an order that deletes children first. */
const TABLAS = ['cargo', 'grupo_servicio', 'habitacion', 'tipo_habitacion', 'regimen', 'cliente'] as const;

/**
 * The published command `DatosHotelMaestros` (hotel deletion, provider tools): the hotel's rows of this
 * module's tables, exported or deleted, in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelMaestros)
export class DatosHotelHandler implements ICommandHandler<DatosHotelMaestros, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId, accion }: DatosHotelMaestros): Promise<DatosDeHotel> {
    return datosDeHotelEnTablas(sqlExecutor(this.em), TABLAS, hotelId, accion);
  }
}
