import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DatosDeHotel, DatosHotelReservas } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/** This module's read models and tables with a hotel's rows, children first. */
const TABLAS = ['ocupacion', 'reserva', 'bloqueo', 'lista_espera', 'gasto'] as const;

/**
 * The published command `DatosHotelReservas` (hotel deletion, provider tools): the hotel's
 * reservations, blocks, waiting list and expenses, and the events of its streams (their metadata
 * names the hotel), exported or deleted in the caller's transaction. Nothing of another hotel.
 */
@CommandHandler(DatosHotelReservas)
export class DatosHotelHandler implements ICommandHandler<DatosHotelReservas, DatosDeHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId, accion }: DatosHotelReservas): Promise<DatosDeHotel> {
    const sql = sqlExecutor(this.em);
    const datos: DatosDeHotel = {};
    const eventos = 'from event_store.events where hotel_id = $1';
    if (accion === 'exportar') {
      for (const tabla of TABLAS) datos[tabla] = await sql.query(`select * from ${tabla} where hotel_id = $1`, [hotelId]);
      datos['event_store.events'] = await sql.query(`select global_position, stream_id, stream_version, type, data, metadata, recorded_at ${eventos} order by global_position`, [hotelId]);
      return datos;
    }
    for (const tabla of TABLAS) datos[tabla] = (await sql.query(`delete from ${tabla} where hotel_id = $1 returning 1 as x`, [hotelId])).length;
    datos['event_store.events'] = (await sql.query(`delete ${eventos} returning 1 as x`, [hotelId])).length;
    return datos;
  }
}
