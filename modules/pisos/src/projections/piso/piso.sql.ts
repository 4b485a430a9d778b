import { idDeStream, PREFIJO_STREAM_PISO } from '@recepcion/contracts';
import type { ModoDeEscritura, Sentencia, SqlExecutor } from '@recepcion/platform';
import type { FilaPiso } from './piso.evolucionar';

/** The rows these rooms' streams have now. */
export async function leerPisos(tx: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, FilaPiso>> {
  const ids = streamIds.map((s) => idDeStream(s, PREFIJO_STREAM_PISO)).filter((id): id is number => id !== null);
  const filas = await tx.query<{ habitacion_id: number; hotel_id: number; estado: FilaPiso['estado']; cambiado_en: Date }>(
    'select habitacion_id, hotel_id, estado, cambiado_en from piso_estado where habitacion_id = any($1::int[])',
    [ids],
  );
  return new Map(filas.map((f) => [`${PREFIJO_STREAM_PISO}${f.habitacion_id}`, { habitacionId: f.habitacion_id, hotelId: f.hotel_id, estado: f.estado, cambiadoEn: new Date(f.cambiado_en).toISOString() }]));
}

/** One upsert for all the rooms given (a room's row only ever changes; none is deleted). */
export function sentenciasPisos(filas: ReadonlyMap<string, FilaPiso | null>, _modo: ModoDeEscritura): Sentencia[] {
  const presentes = [...filas.values()].filter((f): f is FilaPiso => f !== null);
  if (presentes.length === 0) return [];
  return [
    {
      sql: `insert into piso_estado (habitacion_id, hotel_id, estado, cambiado_en)
            select habitacion_id, hotel_id, estado, cambiado_en from json_to_recordset($1::json) as x(habitacion_id int, hotel_id int, estado text, cambiado_en timestamptz)
            on conflict (habitacion_id) do update set estado = excluded.estado, cambiado_en = excluded.cambiado_en`,
      params: [JSON.stringify(presentes.map((f) => ({ habitacion_id: f.habitacionId, hotel_id: f.hotelId, estado: f.estado, cambiado_en: f.cambiadoEn })))],
    },
  ];
}

export async function vaciarPisos(tx: SqlExecutor, hotelId?: number): Promise<void> {
  if (hotelId === undefined) await tx.query('delete from piso_estado');
  else await tx.query('delete from piso_estado where hotel_id = $1', [hotelId]);
}
