import {
  type BloqueoEliminadoDatos,
  type BloqueoGuardadoDatos,
  type EventoReservaPublicado,
  EVENTOS_BLOQUEO,
  idDeStream,
  PREFIJO_STREAM_BLOQUEO,
  PREFIJO_STREAM_RESERVA,
  TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS,
  TIPOS_EVENTO_RESERVA_PUBLICADOS,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import type { EventoDeStreamNueva, Sentencia, SqlExecutor, StoredEvent } from '@recepcion/platform';
import { cuenta, evolucionar, huespedesDe, movimientosDe, nochesDe, type ReservaInforme } from '../domain/reserva-informe';

/** The events the reports follow: a reservation's life, its account and guests, and room blocks. */
export const EVENTOS_INFORMES: string[] = [...TIPOS_EVENTO_RESERVA_PUBLICADOS, ...TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS, EVENTOS_BLOQUEO.guardado, EVENTOS_BLOQUEO.eliminado];

export const TABLAS_INFORMES = ['informe_noche', 'informe_huesped', 'informe_movimiento', 'informe_reserva', 'informe_bloqueo'];

export async function cargarReservas(tx: SqlExecutor, ids: number[]): Promise<Map<number, ReservaInforme>> {
  if (ids.length === 0) return new Map();
  const filas = await tx.query<{ datos: ReservaInforme }>('select datos from informe_reserva where reserva_id = any($1::int[])', [ids]);
  return new Map(filas.map((f) => [f.datos.id, f.datos]));
}

// `datos` as one JSON array beside the columns' arrays: inside a jsonb[] every quote of every
// document would be escaped by the driver and unescaped by the server.
const INSERTAR_INFORME_RESERVA = `insert into informe_reserva (reserva_id, hotel_id, estado_id, vigente, cliente_id, check_in, check_out, datos)
     select * from rows from (unnest($1::int[]), unnest($2::int[]), unnest($3::int[]), unnest($4::boolean[]), unnest($5::int[]),
                              unnest($6::date[]), unnest($7::date[]), jsonb_array_elements($8::jsonb))`;

/** Rows that may exist already; reservations with none get a plain insert (an upsert makes PostgreSQL insert speculatively). */
const INSERTAR_O_REEMPLAZAR_INFORME_RESERVA = `${INSERTAR_INFORME_RESERVA}
     on conflict (reserva_id) do update set estado_id = excluded.estado_id, vigente = excluded.vigente, cliente_id = excluded.cliente_id,
       check_in = excluded.check_in, check_out = excluded.check_out, datos = excluded.datos`;

/**
 * Writes these reservations' rows: the reservation itself, and, when it counts, its room-nights,
 * guest stays and money movements (replaced as a whole: one statement per table, whatever the number).
 */
export async function escribirReservas(tx: SqlExecutor, reservas: ReservaInforme[]): Promise<void> {
  for (const s of sentenciasDeReservas(reservas, true)) await tx.query(s.sql, s.params);
}

/**
 * The statements of `escribirReservas`. Without `reemplazar` (reservations that have no rows yet)
 * there is nothing to update or delete, and no statement reads what another writes: they may go together in
 * one (`combinarSentencias`).
 */
export function sentenciasDeReservas(reservas: ReservaInforme[], reemplazar: boolean): Sentencia[] {
  if (reservas.length === 0) return [];
  const ids = reservas.map((r) => r.id);
  const sentencias: Sentencia[] = [
    {
      sql: reemplazar ? INSERTAR_O_REEMPLAZAR_INFORME_RESERVA : INSERTAR_INFORME_RESERVA,
      params: [
        ids,
        reservas.map((r) => r.hotelId),
        reservas.map((r) => r.estadoId),
        reservas.map(cuenta),
        reservas.map((r) => r.general.ClienteId),
        reservas.map((r) => r.general.CheckIn),
        reservas.map((r) => r.general.CheckOut),
        JSON.stringify(reservas),
      ],
    },
  ];
  if (reemplazar) {
    for (const tabla of ['informe_noche', 'informe_huesped', 'informe_movimiento']) sentencias.push({ sql: `delete from ${tabla} where reserva_id = any($1::int[])`, params: [ids] });
  }
  const vigentes = reservas.filter(cuenta);
  const noches = vigentes.flatMap((r) => nochesDe(r).map((n) => ({ ...n, r })));
  if (noches.length > 0) {
    sentencias.push({
      sql: `insert into informe_noche (hotel_id, reserva_id, linea_id, fecha, habitacion_id, tipo_habitacion_id, moneda_id, importe, pasajeros)
       select * from unnest($1::int[], $2::int[], $3::int[], $4::date[], $5::int[], $6::int[], $7::text[], $8::numeric[], $9::int[])`,
      params: [
        noches.map((n) => n.r.hotelId),
        noches.map((n) => n.r.id),
        noches.map((n) => n.lineaId),
        noches.map((n) => n.fecha),
        noches.map((n) => n.habitacionId),
        noches.map((n) => n.tipoHabitacionId),
        noches.map((n) => n.monedaId),
        noches.map((n) => n.importe),
        noches.map((n) => n.pasajeros),
      ],
    });
  }
  const huespedes = vigentes.flatMap((r) => huespedesDe(r).map((h) => ({ ...h, r })));
  if (huespedes.length > 0) {
    sentencias.push({
      sql: `insert into informe_huesped (hotel_id, reserva_id, linea_id, cliente_id, huespedes, check_in, check_out)
       select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::date[], $7::date[])`,
      params: [
        huespedes.map((h) => h.r.hotelId),
        huespedes.map((h) => h.r.id),
        huespedes.map((h) => h.lineaId),
        huespedes.map((h) => h.clienteId),
        huespedes.map((h) => h.huespedes),
        huespedes.map((h) => h.checkIn),
        huespedes.map((h) => h.checkOut),
      ],
    });
  }
  const movimientos = vigentes.flatMap((r) => movimientosDe(r).map((m) => ({ ...m, r })));
  if (movimientos.length > 0) {
    sentencias.push({
      sql: `insert into informe_movimiento (hotel_id, reserva_id, tipo, fecha, moneda_id, importe)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::text[], $6::numeric[])`,
      params: [
        movimientos.map((m) => m.r.hotelId),
        movimientos.map((m) => m.r.id),
        movimientos.map((m) => m.tipo),
        movimientos.map((m) => m.fecha),
        movimientos.map((m) => m.monedaId),
        movimientos.map((m) => m.importe),
      ],
    });
  }
  return sentencias;
}

/**
 * A new reservation's rows as statements that go inside the insert of its events (nothing of it
 * to read or replace): what `proyectarEnInformes` writes for a new reservation stream. Undefined
 * for a block's stream (the event store then applies as usual).
 */
export function sentenciasReservaNueva(eventos: EventoDeStreamNueva[]): Sentencia[] | undefined {
  const id = idDeStream(eventos[0].streamId, PREFIJO_STREAM_RESERVA);
  if (id === null) return undefined;
  let estado: ReservaInforme | null = null;
  for (const e of eventos) estado = evolucionar(estado, id, { type: e.type, data: e.data } as EventoReservaPublicado) ?? estado;
  return estado ? sentenciasDeReservas([estado], false) : [];
}

async function aplicarBloqueo(tx: SqlExecutor, event: StoredEvent): Promise<void> {
  if (event.type === EVENTOS_BLOQUEO.eliminado) {
    await tx.query('delete from informe_bloqueo where bloqueo_id = $1', [(event.data as BloqueoEliminadoDatos).id]);
  } else if (event.type === EVENTOS_BLOQUEO.guardado) {
    const b = event.data as BloqueoGuardadoDatos;
    await tx.query(
      `insert into informe_bloqueo (bloqueo_id, hotel_id, habitacion_id, desde, hasta) values ($1, $2, $3, $4, $5)
       on conflict (bloqueo_id) do update set habitacion_id = excluded.habitacion_id, desde = excluded.desde, hasta = excluded.hasta`,
      [b.id, b.hotelId, b.habitacionId, b.fecha, sumarDias(b.fecha, b.noches)],
    );
  }
}

/**
 * Applies events (in order) to the reports' read model. `reservas` holds the states already
 * known (a rebuild keeps them between pages); those missing are read from the table. The
 * reservations the events changed are written at the end, once each.
 */
export async function proyectarEnInformes(tx: SqlExecutor, eventos: StoredEvent[], reservas: Map<number, ReservaInforme> = new Map()): Promise<void> {
  const ids = [...new Set(eventos.map((e) => idDeStream(e.streamId, PREFIJO_STREAM_RESERVA)).filter((id): id is number => id !== null))];
  const faltan = ids.filter((id) => !reservas.has(id));
  for (const [id, r] of await cargarReservas(tx, faltan)) reservas.set(id, r);
  const cambiadas = new Set<number>();
  for (const evento of eventos) {
    if (idDeStream(evento.streamId, PREFIJO_STREAM_BLOQUEO) !== null) {
      await aplicarBloqueo(tx, evento);
      continue;
    }
    const id = idDeStream(evento.streamId, PREFIJO_STREAM_RESERVA);
    if (id === null) continue;
    const nuevo = evolucionar(reservas.get(id) ?? null, id, { type: evento.type, data: evento.data } as EventoReservaPublicado);
    if (!nuevo) continue;
    reservas.set(id, nuevo);
    cambiadas.add(id);
  }
  await escribirReservas(tx, [...cambiadas].map((id) => reservas.get(id)!));
}
