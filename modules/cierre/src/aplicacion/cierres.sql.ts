import type { SqlExecutor } from '@recepcion/platform';
import type { EstadoCierres } from '../domain/cierre.decider';

/** The first date of the hotel's closed run, read with its last closed date (the caller holds the close lock or reads what is committed). */
export async function primeraFecha(db: SqlExecutor, hotelId: number): Promise<string | null> {
  const [fila] = await db.query<{ f: string }>("select to_char(primera_fecha, 'YYYY-MM-DD') as f from cierre_hotel where hotel_id = $1", [hotelId]);
  return fila?.f ?? null;
}

export const estadoCon = (cerradoHasta: string | null, primera: string | null): EstadoCierres => ({ cerradoHasta, primeraFecha: cerradoHasta ? (primera ?? cerradoHasta) : null });

export const estaCerrada = (fecha: string, e: EstadoCierres): boolean => Boolean(e.cerradoHasta && e.primeraFecha && e.primeraFecha <= fecha && fecha <= e.cerradoHasta);

export interface FilaVersion {
  version: number;
  cerrado_por: number | null;
  cerrado_en: Date;
  reabierto_por: number | null;
  reabierto_en: Date | null;
}

export const versionesDe = (db: SqlExecutor, hotelId: number, fecha: string) =>
  db.query<FilaVersion>('select version, cerrado_por, cerrado_en, reabierto_por, reabierto_en from cierre_dia where hotel_id = $1 and fecha = $2::date order by version', [hotelId, fecha]);

/** The dates whose latest close was reopened and not closed again (`yyyy-MM-dd`, ascending). */
export async function fechasReabiertas(db: SqlExecutor, hotelId: number): Promise<string[]> {
  const filas = await db.query<{ f: string }>(
    `select to_char(d.fecha, 'YYYY-MM-DD') as f from cierre_dia d
      where d.hotel_id = $1 and d.reabierto_en is not null
        and d.version = (select max(version) from cierre_dia u where u.hotel_id = d.hotel_id and u.fecha = d.fecha)
      order by d.fecha`,
    [hotelId],
  );
  return filas.map((fila) => fila.f);
}

/** A new version of the date's close (the first is 1). */
export const SQL_NUEVA_VERSION = `insert into cierre_dia (hotel_id, fecha, version, cerrado_por, cerrado_en)
  select $1, $2::date, coalesce(max(version), 0) + 1, $3, $4 from cierre_dia where hotel_id = $1 and fecha = $2::date`;

/** The snapshot of a version, once: a second writer (a retry, another process) changes nothing. */
export const SQL_GUARDAR_CIFRAS = `insert into cierre_dia_cifras (hotel_id, fecha, version, cifras, calculado_en) values ($1, $2::date, $3, $4::jsonb, $5)
  on conflict (hotel_id, fecha, version) do nothing`;

export const SQL_PRIMERA_FECHA = `insert into cierre_hotel (hotel_id, primera_fecha) values ($1, $2::date)
  on conflict (hotel_id) do update set primera_fecha = excluded.primera_fecha`;

/** The latest version's reopening (who and when). */
export const SQL_REABRIR = `update cierre_dia set reabierto_por = $3, reabierto_en = $4
  where hotel_id = $1 and fecha = $2::date and reabierto_en is null
    and version = (select max(version) from cierre_dia where hotel_id = $1 and fecha = $2::date)`;
