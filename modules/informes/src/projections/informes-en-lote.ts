import { type BloqueoEliminadoDatos, type BloqueoGuardadoDatos, type EventoReservaPublicado, EVENTOS_BLOQUEO, idDeStream, PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import type { SqlExecutor, StreamLeido } from '@recepcion/platform';
import { cuenta, evolucionar, huespedesDe, movimientosDe, nochesDe, type ReservaInforme } from '../domain/reserva-informe';

/** An `informe_bloqueo` row. */
interface FilaBloqueo {
  hotelId: number;
  habitacionId: number;
  desde: string;
  hasta: string;
}

/**
 * A page of whole streams folded in memory: each reservation by the projection's own pure
 * `evolucionar`, each block as the projection's upsert and delete leave it.
 */
export function plegarInformes(streams: StreamLeido[]) {
  const reservas: ReservaInforme[] = [];
  const bloqueos = new Map<number, FilaBloqueo | null>();
  for (const { streamId, eventos } of streams) {
    if (idDeStream(streamId, PREFIJO_STREAM_BLOQUEO) !== null) {
      for (const e of eventos) {
        if (e.type === EVENTOS_BLOQUEO.eliminado) bloqueos.set((e.data as BloqueoEliminadoDatos).id, null);
        else if (e.type === EVENTOS_BLOQUEO.guardado) {
          const b = e.data as BloqueoGuardadoDatos;
          bloqueos.set(b.id, { hotelId: bloqueos.get(b.id)?.hotelId ?? b.hotelId, habitacionId: b.habitacionId, desde: b.fecha, hasta: sumarDias(b.fecha, b.noches) });
        }
      }
      continue;
    }
    const id = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
    if (id === null) continue;
    let estado: ReservaInforme | null = null;
    for (const e of eventos) estado = evolucionar(estado, id, { type: e.type, data: e.data } as EventoReservaPublicado) ?? estado;
    if (estado) reservas.push(estado);
  }
  return { reservas, bloqueos: [...bloqueos].filter((b): b is [number, FilaBloqueo] => b[1] !== null) };
}

/**
 * Writes a page's reports rows, one statement per table, with the rows the projection writes
 * (`escribirReservas` in informes.projection.ts: the reservation, and when it counts its nights,
 * guests and money movements, from the same domain functions). The caller has emptied the tables
 * (for the hotel) and a stream is read whole once, so the child rows are only inserted; the
 * reservation and the block are upserts, as in the projection. Rows travel as one JSON document
 * per statement: the driver's text arrays escape every element.
 */
export async function escribirInformesEnLote(tx: SqlExecutor, streams: StreamLeido[]): Promise<void> {
  const { reservas, bloqueos } = plegarInformes(streams);
  const insertar = (sql: string, filas: object[]) => (filas.length > 0 ? tx.query(sql, [JSON.stringify(filas)]) : undefined);
  if (reservas.length > 0) {
    // `datos` one JSON text a line beside the document (JSON has no raw line break): PostgreSQL
    // reads it that way a third faster than as escaped strings inside the document.
    await tx.query(
      `insert into informe_reserva (reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
       select reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos::jsonb
         from rows from (
                json_to_recordset($1::json) as (reserva_id int, hotel_id int, estado_id int, vigente boolean, cliente_id int, check_in date, check_out date),
                string_to_table($2, E'\\n'))
           as x(reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
       on conflict (reserva_id) do update set estado_id = excluded.estado_id, vigente = excluded.vigente, cliente_id = excluded.cliente_id,
         check_in = excluded.check_in, check_out = excluded.check_out, datos = excluded.datos`,
      [
        JSON.stringify(
          reservas.map((r) => ({ reserva_id: r.id, hotel_id: r.hotelId, estado_id: r.estadoId, vigente: cuenta(r), cliente_id: r.general.ClienteId, check_in: r.general.CheckIn, check_out: r.general.CheckOut })),
        ),
        reservas.map((r) => JSON.stringify(r)).join('\n'),
      ],
    );
  }
  const vigentes = reservas.filter(cuenta);
  await insertar(
    `insert into informe_noche (hotel_id, reserva_id, linea_id, fecha, habitacion_id, tipo_habitacion_id, moneda_id, importe, pasajeros)
     select * from json_to_recordset($1::json) as x(hotel_id int, reserva_id int, linea_id int, fecha date, habitacion_id int, tipo_habitacion_id int, moneda_id text, importe numeric, pasajeros int)`,
    vigentes.flatMap((r) =>
      nochesDe(r).map((n) => ({ hotel_id: r.hotelId, reserva_id: r.id, linea_id: n.lineaId, fecha: n.fecha, habitacion_id: n.habitacionId, tipo_habitacion_id: n.tipoHabitacionId, moneda_id: n.monedaId, importe: n.importe, pasajeros: n.pasajeros })),
    ),
  );
  await insertar(
    `insert into informe_huesped (hotel_id, reserva_id, linea_id, cliente_id, huespedes, check_in, check_out)
     select * from json_to_recordset($1::json) as x(hotel_id int, reserva_id int, linea_id int, cliente_id int, huespedes int, check_in date, check_out date)`,
    vigentes.flatMap((r) => huespedesDe(r).map((h) => ({ hotel_id: r.hotelId, reserva_id: r.id, linea_id: h.lineaId, cliente_id: h.clienteId, huespedes: h.huespedes, check_in: h.checkIn, check_out: h.checkOut }))),
  );
  await insertar(
    `insert into informe_movimiento (hotel_id, reserva_id, tipo, fecha, moneda_id, importe)
     select * from json_to_recordset($1::json) as x(hotel_id int, reserva_id int, tipo text, fecha date, moneda_id text, importe numeric)`,
    vigentes.flatMap((r) => movimientosDe(r).map((m) => ({ hotel_id: r.hotelId, reserva_id: r.id, tipo: m.tipo, fecha: m.fecha, moneda_id: m.monedaId, importe: m.importe }))),
  );
  await insertar(
    `insert into informe_bloqueo (bloqueo_id, hotel_id, habitacion_id, desde, hasta)
     select * from json_to_recordset($1::json) as x(bloqueo_id int, hotel_id int, habitacion_id int, desde date, hasta date)
     on conflict (bloqueo_id) do update set habitacion_id = excluded.habitacion_id, desde = excluded.desde, hasta = excluded.hasta`,
    bloqueos.map(([id, b]) => ({ bloqueo_id: id, hotel_id: b.hotelId, habitacion_id: b.habitacionId, desde: b.desde, hasta: b.hasta })),
  );
}
