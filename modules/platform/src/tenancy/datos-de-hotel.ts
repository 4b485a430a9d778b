import type { AccionDatosHotel, DatosDeHotel } from '@recepcion/contracts';
import type { SqlExecutor } from '../database/sql-executor';

/**
 * A hotel's rows of some tables (hotel deletion, provider tools): exported (the rows), or deleted
 * (how many), in the caller's transaction and in the tables' order (children first). Table names
 * are the module's own constants, never input.
 */
export async function datosDeHotelEnTablas(sql: SqlExecutor, tablas: readonly string[], hotelId: number, accion: AccionDatosHotel): Promise<DatosDeHotel> {
  const datos: DatosDeHotel = {};
  for (const tabla of tablas) {
    datos[tabla] =
      accion === 'exportar'
        ? await sql.query(`select * from ${tabla} where hotel_id = $1`, [hotelId])
        : (await sql.query(`delete from ${tabla} where hotel_id = $1 returning 1 as x`, [hotelId])).length;
  }
  return datos;
}

/** Platform's own tables with a hotel's rows (the last closed date, the activity log), which hotel deletion exports and deletes after the modules'. */
export const TABLAS_DE_HOTEL_PLATAFORMA: readonly string[] = ['fecha_cerrada', 'actividad'];
