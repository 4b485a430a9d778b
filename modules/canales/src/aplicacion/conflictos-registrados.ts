import type { ConflictoCanal, TipoOcupacionCanal } from '@recepcion/contracts';
import type { SqlExecutor } from '@recepcion/platform';

/** An external event that could not occupy its room, as a pull or a re-check found it. */
export interface ConflictoHallado {
  uid: string;
  tipo: TipoOcupacionCanal;
  desde: string;
  hasta: string;
  reservaId: number | null;
}

/**
 * Leaves feed `canalId`'s conflicts as `hallados` (the others resolved themselves). A conflict
 * dismissed by hand stays dismissed while its dates hold; new dates open it again. Answers the
 * conflicts opened now (the ones to announce).
 */
export async function registrarConflictos(tx: SqlExecutor, hotelId: number, canalId: number, habitacionId: number, hallados: readonly ConflictoHallado[], ahora: Date): Promise<ConflictoHallado[]> {
  await tx.query('delete from canal_conflicto where canal_id = $1 and not (uid = any($2::text[]))', [canalId, hallados.map((h) => h.uid)]);
  if (hallados.length === 0) return [];
  const abiertos = await tx.query<{ uid: string }>(
    `insert into canal_conflicto (hotel_id, canal_id, habitacion_id, uid, tipo, desde, hasta, reserva_id, abierto_en)
     select $1, $2, $3, x.uid, x.tipo, x.desde, x.hasta, x.reserva_id, $5
       from json_to_recordset($4::json) as x(uid text, tipo text, desde date, hasta date, reserva_id int)
     on conflict (canal_id, uid) do update
        set tipo = excluded.tipo, reserva_id = excluded.reserva_id, habitacion_id = excluded.habitacion_id,
            descartado = canal_conflicto.descartado and canal_conflicto.desde = excluded.desde and canal_conflicto.hasta = excluded.hasta,
            abierto_en = case when canal_conflicto.desde = excluded.desde and canal_conflicto.hasta = excluded.hasta then canal_conflicto.abierto_en else excluded.abierto_en end,
            desde = excluded.desde, hasta = excluded.hasta
     returning uid, (xmax = 0 or abierto_en = $5) as nuevo`,
    [hotelId, canalId, habitacionId, JSON.stringify(hallados.map((h) => ({ uid: h.uid, tipo: h.tipo, desde: h.desde, hasta: h.hasta, reserva_id: h.reservaId }))), ahora.toISOString()],
  );
  const nuevos = new Set(abiertos.filter((a) => (a as unknown as { nuevo: boolean }).nuevo).map((a) => a.uid));
  return hallados.filter((h) => nuevos.has(h.uid));
}

/** The open conflicts of the session's hotel (dismissed ones left out), oldest first. */
export async function conflictosAbiertos(tx: SqlExecutor, hotelId: number): Promise<Omit<ConflictoCanal, 'HabitacionNombre'>[]> {
  return tx.query(
    `select k.id as "Id", k.canal_id as "CanalId", c.nombre as "Canal", k.habitacion_id as "HabitacionId",
            to_char(k.desde, 'YYYY-MM-DD') as "Desde", to_char(k.hasta, 'YYYY-MM-DD') as "Hasta", k.uid as "Uid", k.reserva_id as "ReservaId"
       from canal_conflicto k join canal c on c.id = k.canal_id
      where k.hotel_id = $1 and not k.descartado
      order by k.desde, k.id`,
    [hotelId],
  );
}
