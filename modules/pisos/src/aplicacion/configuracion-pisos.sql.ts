import type { SqlExecutor } from '@recepcion/platform';
import type { ServicioDelHotel } from '../domain/servicio-diario';

/** The hotel's housekeeping settings; null before its first save (the defaults: no daily service). */
export async function leerConfiguracionPisos(db: SqlExecutor, hotelId: number): Promise<ServicioDelHotel | null> {
  const [fila] = await db.query<{ servicio_diario: boolean; aplicado: string | null }>(
    'select servicio_diario, servicio_aplicado::text as aplicado from piso_configuracion where hotel_id = $1',
    [hotelId],
  );
  return fila ? { servicioDiario: fila.servicio_diario, aplicado: fila.aplicado } : null;
}

/**
 * Saves the setting. Turned on, the service starts with the next day: today counts as done (a
 * hotel that turns it on in the afternoon does not see its rooms just cleaned turn dirty). Saved
 * on again, the day it had stays, so a repeated save never skips a day owed.
 */
export async function guardarServicioDiario(db: SqlExecutor, hotelId: number, servicioDiario: boolean, hoy: string): Promise<void> {
  await db.query(
    `insert into piso_configuracion (hotel_id, servicio_diario, servicio_aplicado) values ($1, $2, $3::date)
     on conflict (hotel_id) do update set servicio_diario = excluded.servicio_diario,
       servicio_aplicado = case when piso_configuracion.servicio_diario then piso_configuracion.servicio_aplicado else excluded.servicio_aplicado end`,
    [hotelId, servicioDiario, hoy],
  );
}

/**
 * Claims day `dia`'s service for the hotel inside the caller's transaction: true for one
 * transaction only. Another process's claim waits on the row until this one ends, then finds the
 * day taken (or, if this one rolled back, claims it itself).
 */
export async function reclamarDiaDeServicio(tx: SqlExecutor, hotelId: number, dia: string): Promise<boolean> {
  const filas = await tx.query(
    `update piso_configuracion set servicio_aplicado = $2::date
      where hotel_id = $1 and servicio_diario and (servicio_aplicado is null or servicio_aplicado < $2::date)
      returning hotel_id`,
    [hotelId, dia],
  );
  return filas.length > 0;
}

/**
 * Every hotel (all of them: the scheduler's look) that may owe a day's service at the UTC day
 * `hoyUtc`, with the last day it had: its own day, in its zone, is at most a day ahead of UTC's.
 */
export async function hotelesConServicioPendiente(db: SqlExecutor, hoyUtc: string): Promise<{ hotelId: number; aplicado: string | null }[]> {
  const filas = await db.query<{ hotel_id: number; aplicado: string | null }>(
    `select hotel_id, servicio_aplicado::text as aplicado from piso_configuracion
      where servicio_diario and (servicio_aplicado is null or servicio_aplicado <= $1::date) order by hotel_id`,
    [hoyUtc],
  );
  return filas.map((f) => ({ hotelId: f.hotel_id, aplicado: f.aplicado }));
}
