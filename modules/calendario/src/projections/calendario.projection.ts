import {
  type BloqueoEliminadoDatos,
  type BloqueoGuardadoDatos,
  type DatosGeneralesPublicados,
  type EventoReservaPublicado,
  EVENTOS_BLOQUEO,
  type LineaHabitacionPublicada,
  PREFIJO_STREAM_BLOQUEO,
  PREFIJO_STREAM_RESERVA,
  TIPOS_EVENTO_RESERVA_PUBLICADOS,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import type { EventoDeStreamNueva, Sentencia, SqlExecutor, StoredEvent } from '@recepcion/platform';

/** Status 4: a cancelled reservation leaves the calendar (its row stays, for a later status change). */
export const ESTADO_ANULADO = 4;

/** The events this read model follows. */
export const EVENTOS_CALENDARIO: string[] = [...TIPOS_EVENTO_RESERVA_PUBLICADOS, EVENTOS_BLOQUEO.guardado, EVENTOS_BLOQUEO.eliminado];

/** `reserva-12` → 12; null for any other stream (event types are only unique per stream kind). */
function idDeStream(streamId: string, prefijo: string): number | null {
  if (!streamId.startsWith(prefijo)) return null;
  const id = Number(streamId.slice(prefijo.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

async function guardarDatos(tx: SqlExecutor, reservaId: number, general: DatosGeneralesPublicados) {
  await tx.query(
    `update calendario_reserva set cliente = $2, nombre_grupo = $3, pasajeros_totales = $4, importante = $5, check_in = $6, check_out = $7
      where reserva_id = $1`,
    [reservaId, general.ClienteNombre, general.NombreGrupo, general.CantidadPasajeros, Boolean(general.Comentario?.trim()), general.CheckIn, general.CheckOut],
  );
}

async function guardarCelda(tx: SqlExecutor, reservaId: number, hotelId: number, linea: LineaHabitacionPublicada) {
  await tx.query(
    `insert into calendario_celda (reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia)
     values ($1, $2, $3, $4, $5, $6, daterange($7::date, $8::date, '[)'))
     on conflict (reserva_id, linea_id) do update set habitacion_id = excluded.habitacion_id, tipo_habitacion_id = excluded.tipo_habitacion_id,
       pasajeros = excluded.pasajeros, estadia = excluded.estadia`,
    [reservaId, linea.Id, hotelId, linea.HabitacionId, linea.TipoHabitacionId, linea.CantidadPasajero, linea.CheckIn, linea.CheckOut],
  );
}

/** The reservation's dates after a move or resize: its cells' first check-in and last check-out (`fechasDeLasLineas`). */
async function fechasDesdeCeldas(tx: SqlExecutor, reservaId: number) {
  await tx.query(
    `update calendario_reserva r set check_in = c.desde, check_out = c.hasta
       from (select min(lower(estadia)) as desde, max(upper(estadia)) as hasta from calendario_celda where reserva_id = $1) c
      where r.reserva_id = $1 and c.desde is not null`,
    [reservaId],
  );
}

async function hotelDeReserva(tx: SqlExecutor, reservaId: number): Promise<number | null> {
  const [fila] = await tx.query<{ hotel_id: number }>('select hotel_id from calendario_reserva where reserva_id = $1', [reservaId]);
  return fila?.hotel_id ?? null;
}

async function aplicarReserva(tx: SqlExecutor, reservaId: number, evento: EventoReservaPublicado): Promise<void> {
  switch (evento.type) {
    case 'ReservaCreada': {
      const { hotelId, estadoId, general, habitaciones } = evento.data;
      await tx.query(
        `insert into calendario_reserva (reserva_id, hotel_id, estado_id, cliente, nombre_grupo, pasajeros_totales, importante, check_in, check_out)
         values ($1, $2, $3, '', null, 0, false, $4, $5) on conflict (reserva_id) do nothing`,
        [reservaId, hotelId, estadoId, general.CheckIn, general.CheckOut],
      );
      await guardarDatos(tx, reservaId, general);
      for (const linea of habitaciones) await guardarCelda(tx, reservaId, hotelId, linea);
      return;
    }
    case 'DatosGeneralesModificados':
      return guardarDatos(tx, reservaId, evento.data.general);
    case 'HabitacionAgregada':
    case 'HabitacionModificada':
    case 'ReservaTrasladada':
    case 'EstadiaRedimensionada': {
      const hotelId = await hotelDeReserva(tx, reservaId);
      if (hotelId === null) return;
      await guardarCelda(tx, reservaId, hotelId, evento.data.linea);
      if (evento.type === 'ReservaTrasladada' || evento.type === 'EstadiaRedimensionada') await fechasDesdeCeldas(tx, reservaId);
      return;
    }
    case 'HabitacionQuitada':
      await tx.query('delete from calendario_celda where reserva_id = $1 and linea_id = $2', [reservaId, evento.data.lineaId]);
      return;
    case 'EstadoCambiado':
      await tx.query('update calendario_reserva set estado_id = $2 where reserva_id = $1', [reservaId, evento.data.a]);
      return;
    case 'ReservaAnulada':
      await tx.query('update calendario_reserva set estado_id = $2 where reserva_id = $1', [reservaId, ESTADO_ANULADO]);
      return;
    case 'ReservaEliminada':
      await tx.query('delete from calendario_celda where reserva_id = $1', [reservaId]);
      await tx.query('delete from calendario_reserva where reserva_id = $1', [reservaId]);
      return;
  }
}

async function aplicarBloqueo(tx: SqlExecutor, event: StoredEvent): Promise<void> {
  if (event.type !== EVENTOS_BLOQUEO.guardado && event.type !== EVENTOS_BLOQUEO.eliminado) return;
  if (event.type === EVENTOS_BLOQUEO.eliminado) {
    await tx.query('delete from calendario_bloqueo where bloqueo_id = $1', [(event.data as BloqueoEliminadoDatos).id]);
    return;
  }
  const b = event.data as BloqueoGuardadoDatos;
  await tx.query(
    `insert into calendario_bloqueo (bloqueo_id, hotel_id, habitacion_id, estadia) values ($1, $2, $3, daterange($4::date, $5::date, '[)'))
     on conflict (bloqueo_id) do update set habitacion_id = excluded.habitacion_id, estadia = excluded.estadia`,
    [b.id, b.hotelId, b.habitacionId, b.fecha, sumarDias(b.fecha, b.noches)],
  );
}

/** Applies one reservation or block event to the calendar's tables (in the subscription's transaction). */
export async function proyectarEnCalendario(event: StoredEvent, tx: SqlExecutor): Promise<void> {
  if (idDeStream(event.streamId, PREFIJO_STREAM_BLOQUEO) !== null) return aplicarBloqueo(tx, event);
  const reservaId = idDeStream(event.streamId, PREFIJO_STREAM_RESERVA);
  if (reservaId !== null) await aplicarReserva(tx, reservaId, { type: event.type, data: event.data } as EventoReservaPublicado);
}

/**
 * A new reservation's rows as two statements that go inside the insert of its event (its
 * reservation row, complete at once, and its cells): what `proyectarEnCalendario` writes for a
 * lone `ReservaCreada`. Undefined for anything else (the event store then applies as usual).
 */
export function sentenciasReservaNueva(eventos: EventoDeStreamNueva[]): Sentencia[] | undefined {
  const [evento] = eventos;
  const reservaId = idDeStream(evento.streamId, PREFIJO_STREAM_RESERVA);
  if (eventos.length !== 1 || evento.type !== 'ReservaCreada' || reservaId === null) return undefined;
  const { hotelId, estadoId, general, habitaciones } = (evento as unknown as Extract<EventoReservaPublicado, { type: 'ReservaCreada' }>).data;
  const reserva: Sentencia = {
    sql: `insert into calendario_reserva (reserva_id, hotel_id, estado_id, cliente, nombre_grupo, pasajeros_totales, importante, check_in, check_out)
          values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    params: [reservaId, hotelId, estadoId, general.ClienteNombre, general.NombreGrupo, general.CantidadPasajeros, Boolean(general.Comentario?.trim()), general.CheckIn, general.CheckOut],
  };
  if (habitaciones.length === 0) return [reserva];
  const celdas: Sentencia = {
    sql: `insert into calendario_celda (reserva_id, linea_id, hotel_id, habitacion_id, tipo_habitacion_id, pasajeros, estadia)
          select $1::int, l.linea_id, $2::int, l.habitacion_id, l.tipo_habitacion_id, l.pasajeros, daterange(l.desde, l.hasta, '[)')
            from unnest($3::int[], $4::int[], $5::int[], $6::int[], $7::date[], $8::date[]) as l(linea_id, habitacion_id, tipo_habitacion_id, pasajeros, desde, hasta)`,
    params: [
      reservaId,
      hotelId,
      habitaciones.map((l) => l.Id),
      habitaciones.map((l) => l.HabitacionId),
      habitaciones.map((l) => l.TipoHabitacionId),
      habitaciones.map((l) => l.CantidadPasajero),
      habitaciones.map((l) => l.CheckIn),
      habitaciones.map((l) => l.CheckOut),
    ],
  };
  return [reserva, celdas];
}
