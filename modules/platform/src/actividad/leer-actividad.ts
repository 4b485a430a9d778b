import { PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA, type TipoActividad } from '@recepcion/contracts';
import type { SqlExecutor } from '../database/sql-executor';

/** Which changes of one hotel to read: `desde` included, `hasta` excluded; every filter optional. */
export interface FiltroLecturaActividad {
  hotelId: number;
  desde?: Date;
  hasta?: Date;
  usuarioId?: number;
  tipo?: TipoActividad;
  limite: number;
  salto: number;
}

/**
 * One change as stored: a logged row carries its `descripcion`; a reservation or block event carries
 * its `evento` type and `datos` instead, for its module's words (libs/contracts' describers).
 */
export interface FilaLeidaActividad {
  fecha: string;
  usuario_id: number | null;
  tipo: TipoActividad;
  entidad: string;
  entidad_id: number | null;
  descripcion: string | null;
  evento: string | null;
  datos: unknown;
}

/** A reservation's or block's event is filed under its stream's kind. */
const STREAMS: readonly { prefijo: string; tipo: TipoActividad }[] = [
  { prefijo: PREFIJO_STREAM_RESERVA, tipo: 'Reserva' },
  { prefijo: PREFIJO_STREAM_BLOQUEO, tipo: 'Bloqueo' },
];

const EVENTOS = `
  select coalesce(case when e.metadata->>'now' ~ '^\\d{4}-\\d{2}-\\d{2}T' then (e.metadata->>'now')::timestamptz end, e.recorded_at) as fecha,
         case when jsonb_typeof(e.metadata->'userId') = 'number' then (e.metadata->>'userId')::int end as usuario_id,
         s.tipo, s.tipo as entidad,
         case when substr(e.stream_id, length(s.prefijo) + 1) ~ '^\\d{1,9}$' then substr(e.stream_id, length(s.prefijo) + 1)::int end as entidad_id,
         null::text as descripcion, e.type as evento, e.data as datos, 0 as fuente, e.global_position as orden
    from event_store.events e
    join (select * from unnest($6::text[], $7::text[]) as s(prefijo, tipo) where $5::text is null or s.tipo = $5::text) s
      on left(e.stream_id, length(s.prefijo)) = s.prefijo
   where e.hotel_id = $1`;

const REGISTRADAS = `
  select a.fecha, a.usuario_id, a.tipo, a.entidad, a.entidad_id, a.descripcion, null::text as evento, null::jsonb as datos, 1 as fuente, a.id as orden
    from actividad a
   where a.hotel_id = $1 and ($5::text is null or a.tipo = $5::text)`;

const LEER = `
  with t as (
    select * from (${EVENTOS} union all ${REGISTRADAS}) u
     where ($2::timestamptz is null or u.fecha >= $2::timestamptz)
       and ($3::timestamptz is null or u.fecha < $3::timestamptz)
       and ($4::int is null or u.usuario_id = $4::int)
  )
  select (select count(*)::int from t) as total,
         (select coalesce(json_agg(p order by p.fecha desc, p.fuente desc, p.orden desc), '[]'::json)
            from (select to_char(fecha at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha_iso, *
                    from t order by fecha desc, fuente desc, orden desc limit $8 offset $9) p) as filas`;

/**
 * One page of a hotel's activity, newest first, and how many changes match: the logged rows
 * (`registrarActividad`) and the reservations' and blocks' events, read together from the one
 * database so paging and the count cover both.
 */
export async function leerActividad(db: SqlExecutor, f: FiltroLecturaActividad): Promise<{ total: number; filas: FilaLeidaActividad[] }> {
  const [fila] = await db.query<{ total: number; filas: (FilaLeidaActividad & { fecha_iso: string })[] }>(LEER, [
    f.hotelId,
    f.desde?.toISOString() ?? null,
    f.hasta?.toISOString() ?? null,
    f.usuarioId ?? null,
    f.tipo ?? null,
    STREAMS.map((s) => s.prefijo),
    STREAMS.map((s) => s.tipo),
    f.limite,
    f.salto,
  ]);
  const filas = (fila?.filas ?? []).map(({ fecha_iso, ...r }) => ({ ...r, fecha: fecha_iso }));
  return { total: fila?.total ?? 0, filas };
}
