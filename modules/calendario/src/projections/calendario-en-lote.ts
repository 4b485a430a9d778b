import {
  type BloqueoEliminadoDatos,
  type BloqueoGuardadoDatos,
  type DatosGeneralesPublicados,
  type EventoReservaPublicado,
  EVENTOS_BLOQUEO,
  type LineaHabitacionPublicada,
  PREFIJO_STREAM_BLOQUEO,
  PREFIJO_STREAM_RESERVA,
} from '@recepcion/contracts';
import { fechasDeLasLineas, sumarDias } from '@recepcion/domain';
import type { SqlExecutor, StreamLeido } from '@recepcion/platform';
import { ESTADO_ANULADO } from './calendario.projection';

/** A `calendario_reserva` row. */
interface FilaReserva {
  hotelId: number;
  estadoId: number;
  cliente: string;
  nombreGrupo: string | null;
  pasajerosTotales: number;
  importante: boolean;
  checkIn: string;
  checkOut: string;
}

/** A `calendario_celda` row, by line id. */
interface Celda {
  hotelId: number;
  habitacionId: number;
  tipoHabitacionId: number;
  pasajeros: number;
  desde: string;
  hasta: string;
}

/** A `calendario_bloqueo` row. */
interface FilaBloqueo {
  hotelId: number;
  habitacionId: number;
  desde: string;
  hasta: string;
}

/** What one reservation stream leaves in the calendar: its row, and its cells only while it has one (they cascade). */
interface CalendarioDeReserva {
  reservaId: number;
  fila: FilaReserva | null;
  celdas: Map<number, Celda>;
}

function idDeStream(streamId: string, prefijo: string): number | null {
  if (!streamId.startsWith(prefijo)) return null;
  const id = Number(streamId.slice(prefijo.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

const conDatos = (fila: FilaReserva, g: DatosGeneralesPublicados): FilaReserva => ({
  ...fila,
  cliente: g.ClienteNombre,
  nombreGrupo: g.NombreGrupo,
  pasajerosTotales: g.CantidadPasajeros,
  importante: Boolean(g.Comentario?.trim()),
  checkIn: g.CheckIn,
  checkOut: g.CheckOut,
});

/** The cell upsert of the projection: a new line takes the hotel given, an existing one keeps its own. */
function guardarCelda(celdas: Map<number, Celda>, hotelId: number, l: LineaHabitacionPublicada): void {
  const antes = celdas.get(l.Id);
  celdas.set(l.Id, { hotelId: antes?.hotelId ?? hotelId, habitacionId: l.HabitacionId, tipoHabitacionId: l.TipoHabitacionId, pasajeros: l.CantidadPasajero, desde: l.CheckIn, hasta: l.CheckOut });
}

/**
 * One reservation event applied in memory exactly as `proyectarEnCalendario` applies it to the
 * tables (calendario.projection.ts): same upserts, same updates of a row that may be missing, and
 * the cells going with their row.
 */
function aplicarReserva(c: CalendarioDeReserva, evento: EventoReservaPublicado): void {
  switch (evento.type) {
    case 'ReservaCreada': {
      const { hotelId, estadoId, general, habitaciones } = evento.data;
      c.fila ??= { hotelId, estadoId, cliente: '', nombreGrupo: null, pasajerosTotales: 0, importante: false, checkIn: general.CheckIn, checkOut: general.CheckOut };
      c.fila = conDatos(c.fila, general);
      for (const linea of habitaciones) guardarCelda(c.celdas, hotelId, linea);
      return;
    }
    case 'DatosGeneralesModificados':
      if (c.fila) c.fila = conDatos(c.fila, evento.data.general);
      return;
    case 'HabitacionAgregada':
    case 'HabitacionModificada':
      if (c.fila) guardarCelda(c.celdas, c.fila.hotelId, evento.data.linea);
      return;
    case 'ReservaTrasladada':
    case 'EstadiaRedimensionada': {
      if (!c.fila) return;
      guardarCelda(c.celdas, c.fila.hotelId, evento.data.linea);
      const fechas = fechasDeLasLineas([...c.celdas.values()].map((x) => ({ CheckIn: x.desde, CheckOut: x.hasta })));
      if (fechas) c.fila = { ...c.fila, checkIn: fechas.CheckIn, checkOut: fechas.CheckOut };
      return;
    }
    case 'HabitacionQuitada':
      c.celdas.delete(evento.data.lineaId);
      return;
    case 'EstadoCambiado':
      if (c.fila) c.fila = { ...c.fila, estadoId: evento.data.a };
      return;
    case 'ReservaAnulada':
      if (c.fila) c.fila = { ...c.fila, estadoId: ESTADO_ANULADO };
      return;
    case 'ReservaEliminada':
      c.fila = null;
      c.celdas.clear();
      return;
  }
}

function aplicarBloqueo(bloqueos: Map<number, FilaBloqueo | null>, tipo: string, data: unknown): void {
  if (tipo === EVENTOS_BLOQUEO.eliminado) {
    bloqueos.set((data as BloqueoEliminadoDatos).id, null);
  } else if (tipo === EVENTOS_BLOQUEO.guardado) {
    const b = data as BloqueoGuardadoDatos;
    bloqueos.set(b.id, { hotelId: bloqueos.get(b.id)?.hotelId ?? b.hotelId, habitacionId: b.habitacionId, desde: b.fecha, hasta: sumarDias(b.fecha, b.noches) });
  }
}

/** A page of whole streams folded into the calendar's rows. */
export function plegarCalendario(streams: StreamLeido[]) {
  const reservas: (CalendarioDeReserva & { fila: FilaReserva })[] = [];
  const bloqueos = new Map<number, FilaBloqueo | null>();
  for (const { streamId, eventos } of streams) {
    if (idDeStream(streamId, PREFIJO_STREAM_BLOQUEO) !== null) {
      for (const e of eventos) aplicarBloqueo(bloqueos, e.type, e.data);
      continue;
    }
    const reservaId = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
    if (reservaId === null) continue;
    const c: CalendarioDeReserva = { reservaId, fila: null, celdas: new Map() };
    for (const e of eventos) aplicarReserva(c, { type: e.type, data: e.data } as EventoReservaPublicado);
    if (c.fila) reservas.push({ ...c, fila: c.fila });
  }
  return { reservas, bloqueos: [...bloqueos].filter((b): b is [number, FilaBloqueo] => b[1] !== null) };
}

/**
 * Writes a page of streams' calendar rows, one statement per table, the rows as one JSON document
 * (the driver's arrays cost more than the statement). The caller has emptied the tables (for the
 * hotel); an upsert still meets a row a live write added meanwhile (the start-up rebuild reads
 * committed events as it goes).
 */
export async function escribirCalendarioEnLote(tx: SqlExecutor, streams: StreamLeido[]): Promise<void> {
  const { reservas, bloqueos } = plegarCalendario(streams);
  if (reservas.length > 0) {
    await tx.query(
      `insert into calendario_reserva (reserva_id, hotel_id, estado_id, cliente, nombre_grupo, pasajeros_totales, importante, check_in, check_out)
       select * from json_to_recordset($1::json) as x(reserva_id int, hotel_id int, estado_id int, cliente text, nombre_grupo text,
                                                       pasajeros_totales int, importante boolean, check_in date, check_out date)
       on conflict (reserva_id) do update set hotel_id = excluded.hotel_id, estado_id = excluded.estado_id, cliente = excluded.cliente,
         nombre_grupo = excluded.nombre_grupo, pasajeros_totales = excluded.pasajeros_totales, importante = excluded.importante,
         check_in = excluded.check_in, check_out = excluded.check_out`,
      [
        JSON.stringify(
          reservas.map(({ reservaId, fila: f }) => ({
            reserva_id: reservaId,
            hotel_id: f.hotelId,
            estado_id: f.estadoId,
            cliente: f.cliente,
            nombre_grupo: f.nombreGrupo,
            pasajeros_totales: f.pasajerosTotales,
            importante: f.importante,
            check_in: f.checkIn,
            check_out: f.checkOut,
          })),
        ),
      ],
    );
  }
  const celdas = reservas.flatMap((c) =>
    [...c.celdas].map(([lineaId, x]) => ({
      reserva_id: c.reservaId,
      linea_id: lineaId,
      hotel_id: x.hotelId,
      habitacion_id: x.habitacionId,
      tipo_habitacion_id: x.tipoHabitacionId,
      pasajeros: x.pasajeros,
      desde: x.desde,
      hasta: x.hasta,
    })),
  );
  if (celdas.length > 0) {
    await tx.query(
      `insert into calendario_celda (reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia)
       select reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, daterange(desde, hasta, '[)')
         from json_to_recordset($1::json) as x(reserva_id int, linea_id int, hotel_id int, habitacion_id int, tipo_habitacion_id int, pasajeros int, desde date, hasta date)
       on conflict (reserva_id, linea_id) do update set hotel_id = excluded.hotel_id, habitacion_id = excluded.habitacion_id,
         tipo_habitacion_id = excluded.tipo_habitacion_id, pasajeros = excluded.pasajeros, estadia = excluded.estadia`,
      [JSON.stringify(celdas)],
    );
  }
  if (bloqueos.length > 0) {
    await tx.query(
      `insert into calendario_bloqueo (bloqueo_id, hotel_id, habitacion_id, estadia)
       select bloqueo_id, hotel_id, habitacion_id, daterange(desde, hasta, '[)')
         from json_to_recordset($1::json) as x(bloqueo_id int, hotel_id int, habitacion_id int, desde date, hasta date)
       on conflict (bloqueo_id) do update set hotel_id = excluded.hotel_id, habitacion_id = excluded.habitacion_id, estadia = excluded.estadia`,
      [JSON.stringify(bloqueos.map(([id, b]) => ({ bloqueo_id: id, hotel_id: b.hotelId, habitacion_id: b.habitacionId, desde: b.desde, hasta: b.hasta })))],
    );
  }
}
