import { idDeStream, PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import type { ModoDeEscritura, Sentencia, SqlExecutor } from '@recepcion/platform';
import type { BloqueoEnCalendario, FilaCalendario, ReservaEnCalendario } from './calendario.evolucionar';

export const TABLAS_CALENDARIO = ['calendario_celda', 'calendario_reserva', 'calendario_bloqueo'];

const ids = (streamIds: Iterable<string>, prefijo: string) => [...streamIds].map((s) => idDeStream(s, prefijo)).filter((id): id is number => id !== null);

/** The rows these streams have now: a reservation's row with its cells (one statement), a block's row. */
export async function leerCalendario(tx: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, FilaCalendario>> {
  const filas = new Map<string, FilaCalendario>();
  const reservas = ids(streamIds, PREFIJO_STREAM_RESERVA);
  if (reservas.length > 0) {
    const leidas = await tx.query<{ fila: Omit<ReservaEnCalendario, 'tipo'> }>(
      `select json_build_object(
                'reservaId', r.reserva_id, 'hotelId', r.hotel_id, 'estadoId', r.estado_id, 'cliente', r.cliente, 'nombreGrupo', r.nombre_grupo,
                'pasajerosTotales', r.pasajeros_totales, 'importante', r.importante,
                'checkIn', to_char(r.check_in, 'YYYY-MM-DD'), 'checkOut', to_char(r.check_out, 'YYYY-MM-DD'), 'origen', r.origen,
                'celdas', coalesce((select json_agg(json_build_object('lineaId', c.linea_id, 'habitacionId', c.habitacion_id, 'tipoHabitacionId', c.tipo_habitacion_id,
                                                                      'pasajeros', c.pasajeros, 'desde', to_char(lower(c.estadia), 'YYYY-MM-DD'),
                                                                      'hasta', to_char(upper(c.estadia), 'YYYY-MM-DD')) order by c.linea_id)
                                      from calendario_celda c where c.reserva_id = r.reserva_id), '[]'::json)) as fila
         from calendario_reserva r where r.reserva_id = any($1::int[])`,
      [reservas],
    );
    for (const { fila } of leidas) filas.set(`${PREFIJO_STREAM_RESERVA}${fila.reservaId}`, { tipo: 'reserva', ...fila });
  }
  const bloqueos = ids(streamIds, PREFIJO_STREAM_BLOQUEO);
  if (bloqueos.length > 0) {
    const leidas = await tx.query<{ bloqueo_id: number; hotel_id: number; habitacion_id: number; desde: string; hasta: string; canal: string | null; fuera_servicio: string | null }>(
      `select bloqueo_id, hotel_id, habitacion_id, to_char(lower(estadia), 'YYYY-MM-DD') as desde, to_char(upper(estadia), 'YYYY-MM-DD') as hasta, canal, fuera_servicio
         from calendario_bloqueo where bloqueo_id = any($1::int[])`,
      [bloqueos],
    );
    for (const b of leidas) {
      const fila = { tipo: 'bloqueo' as const, bloqueoId: b.bloqueo_id, hotelId: b.hotel_id, habitacionId: b.habitacion_id, desde: b.desde, hasta: b.hasta, canal: b.canal };
      filas.set(`${PREFIJO_STREAM_BLOQUEO}${b.bloqueo_id}`, b.fuera_servicio ? { ...fila, fueraServicio: b.fuera_servicio } : fila);
    }
  }
  return filas;
}

const INSERTAR_RESERVAS = `insert into calendario_reserva (reserva_id, hotel_id, estado_id, cliente, nombre_grupo, pasajeros_totales, importante, check_in, check_out, origen)
  select * from json_to_recordset($1::json) as x(reserva_id int, hotel_id int, estado_id int, cliente text, nombre_grupo text,
                                                  pasajeros_totales int, importante boolean, check_in date, check_out date, origen text)`;
const REEMPLAZAR_RESERVAS = `${INSERTAR_RESERVAS}
  on conflict (reserva_id) do update set hotel_id = excluded.hotel_id, estado_id = excluded.estado_id, cliente = excluded.cliente,
    nombre_grupo = excluded.nombre_grupo, pasajeros_totales = excluded.pasajeros_totales, importante = excluded.importante,
    check_in = excluded.check_in, check_out = excluded.check_out, origen = excluded.origen`;
const INSERTAR_CELDAS = `insert into calendario_celda (reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia)
  select reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, daterange(desde, hasta, '[)')
    from json_to_recordset($1::json) as x(reserva_id int, linea_id int, hotel_id int, habitacion_id int, tipo_habitacion_id int, pasajeros int, desde date, hasta date)`;
const INSERTAR_BLOQUEOS = `insert into calendario_bloqueo (bloqueo_id, hotel_id, habitacion_id, estadia, canal, fuera_servicio)
  select bloqueo_id, hotel_id, habitacion_id, daterange(desde, hasta, '[)'), canal, fuera_servicio
    from json_to_recordset($1::json) as x(bloqueo_id int, hotel_id int, habitacion_id int, desde date, hasta date, canal text, fuera_servicio text)`;
const REEMPLAZAR_BLOQUEOS = `${INSERTAR_BLOQUEOS}
  on conflict (bloqueo_id) do update set habitacion_id = excluded.habitacion_id, estadia = excluded.estadia, canal = excluded.canal, fuera_servicio = excluded.fuera_servicio`;

/**
 * The statements that leave these streams' calendar rows as given, one per table whatever the
 * number of rows (rows travel as one JSON document: the driver's arrays cost more). `nuevas` only
 * inserts; `reemplazar` upserts the reservations' and blocks' rows, replaces their cells and
 * deletes what a stream no longer leaves.
 */
export function sentenciasCalendario(filas: ReadonlyMap<string, FilaCalendario | null>, modo: ModoDeEscritura): Sentencia[] {
  const reservas: ReservaEnCalendario[] = [];
  const bloqueos: BloqueoEnCalendario[] = [];
  const sinReserva: number[] = [];
  const sinBloqueo: number[] = [];
  for (const [streamId, fila] of filas) {
    if (fila?.tipo === 'reserva') reservas.push(fila);
    else if (fila?.tipo === 'bloqueo') bloqueos.push(fila);
    else {
      const reservaId = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
      const bloqueoId = idDeStream(streamId, PREFIJO_STREAM_BLOQUEO);
      if (reservaId !== null) sinReserva.push(reservaId);
      if (bloqueoId !== null) sinBloqueo.push(bloqueoId);
    }
  }
  const reemplazar = modo === 'reemplazar';
  // A replay page (`reconstruir`) deletes nothing (the rows were emptied) but upserts like an edit.
  const upsert = modo !== 'nuevas';
  const sentencias: Sentencia[] = [];
  if (reemplazar && (sinReserva.length > 0 || reservas.length > 0)) {
    // Cells are replaced whole: a removed line leaves no cell behind.
    sentencias.push({ sql: 'delete from calendario_celda where reserva_id = any($1::int[])', params: [[...sinReserva, ...reservas.map((r) => r.reservaId)]] });
  }
  if (reemplazar && sinReserva.length > 0) sentencias.push({ sql: 'delete from calendario_reserva where reserva_id = any($1::int[])', params: [sinReserva] });
  if (reemplazar && sinBloqueo.length > 0) sentencias.push({ sql: 'delete from calendario_bloqueo where bloqueo_id = any($1::int[])', params: [sinBloqueo] });
  if (reservas.length > 0) {
    sentencias.push({
      sql: upsert ? REEMPLAZAR_RESERVAS : INSERTAR_RESERVAS,
      params: [
        JSON.stringify(
          reservas.map((r) => ({
            reserva_id: r.reservaId,
            hotel_id: r.hotelId,
            estado_id: r.estadoId,
            cliente: r.cliente,
            nombre_grupo: r.nombreGrupo,
            pasajeros_totales: r.pasajerosTotales,
            importante: r.importante,
            check_in: r.checkIn,
            check_out: r.checkOut,
            origen: r.origen ?? null,
          })),
        ),
      ],
    });
    const celdas = reservas.flatMap((r) =>
      r.celdas.map((c) => ({ reserva_id: r.reservaId, linea_id: c.lineaId, hotel_id: r.hotelId, habitacion_id: c.habitacionId, tipo_habitacion_id: c.tipoHabitacionId, pasajeros: c.pasajeros, desde: c.desde, hasta: c.hasta })),
    );
    if (celdas.length > 0) sentencias.push({ sql: INSERTAR_CELDAS, params: [JSON.stringify(celdas)] });
  }
  if (bloqueos.length > 0) {
    sentencias.push({
      sql: upsert ? REEMPLAZAR_BLOQUEOS : INSERTAR_BLOQUEOS,
      params: [JSON.stringify(bloqueos.map((b) => ({ bloqueo_id: b.bloqueoId, hotel_id: b.hotelId, habitacion_id: b.habitacionId, desde: b.desde, hasta: b.hasta, canal: b.canal, fuera_servicio: b.fueraServicio ?? null })))],
    });
  }
  return sentencias;
}

/** Empties the calendar's rows, of one hotel or all. */
export async function vaciarCalendario(tx: SqlExecutor, hotelId?: number): Promise<void> {
  for (const tabla of TABLAS_CALENDARIO) {
    await (hotelId === undefined ? tx.query(`delete from ${tabla}`) : tx.query(`delete from ${tabla} where hotel_id = $1`, [hotelId]));
  }
}
