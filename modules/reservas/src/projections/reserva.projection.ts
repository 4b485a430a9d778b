import type { ReservaDetalle, SaldoMoneda } from '@recepcion/contracts';
import { redondearMonto } from '@recepcion/domain';
import type { Sentencia, SqlExecutor } from '@recepcion/platform';
import { lineasQueOcupan } from '../domain/reserva.decider';
import { type EstadoReserva, NOMBRE_ESTADO } from '../domain/reserva.types';
import { type Estadia, escribirOcupacion, insercionOcupacion, type OpcionesOcupacion, ORIGEN_RESERVA } from './ocupacion';

export { ORIGEN_RESERVA };

type Existente = Extract<EstadoReserva, { existe: true }>;

/** Per currency: rooms and charges owed, payments received, and the balance. */
export function saldosPorMoneda(estado: Existente): SaldoMoneda[] {
  const porMoneda = new Map<string, { MonedaId: string; Cargo: number; Ingreso: number }>();
  const de = (monedaId: string) => porMoneda.get(monedaId) ?? porMoneda.set(monedaId, { MonedaId: monedaId, Cargo: 0, Ingreso: 0 }).get(monedaId)!;
  for (const l of estado.habitaciones) de(estado.general.MonedaId).Cargo += l.Total;
  for (const c of estado.cargos) de(c.MonedaId).Cargo += c.Total;
  for (const i of estado.ingresos) de(i.MonedaId).Ingreso += i.Valor;
  return [...porMoneda.values()].map((m) => ({ MonedaId: m.MonedaId, Cargo: redondearMonto(m.Cargo), Ingreso: redondearMonto(m.Ingreso), Saldo: redondearMonto(m.Cargo - m.Ingreso) }));
}

/** The reservation as `GET /api/ReservasB/{id}` answers it (spec section 3), built from its state. */
export function reservaDetalle(estado: Existente, version: number): ReservaDetalle {
  return {
    Id: estado.id,
    HotelId: estado.hotelId,
    ...estado.general,
    EstadoId: estado.estadoId as ReservaDetalle['EstadoId'],
    EstadoNombre: NOMBRE_ESTADO[estado.estadoId],
    Total: redondearMonto(estado.habitaciones.reduce((s, l) => s + l.Total, 0)),
    Version: version,
    Habitaciones: estado.habitaciones,
    Cargos: estado.cargos,
    Ingresos: estado.ingresos,
    Pasajeros: estado.pasajeros,
    Saldos: saldosPorMoneda(estado),
    ...(estado.noPresentado ? { NoPresentado: true as const } : {}),
  };
}

/** When the reservation was created and last changed: the `now` of its first and last events. */
export interface Momentos {
  creadaEn: Date;
  modificadaEn: Date;
}

const INSERTAR_RESERVA = `insert into reserva (id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
                          cantidad_pasajeros, moneda_id, total, comentario, eliminada, creada_en, modificada_en, datos)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb)`;

/** A row that may exist already; a new reservation's is a plain insert (an upsert makes PostgreSQL insert speculatively). */
const INSERTAR_O_REEMPLAZAR_RESERVA = `${INSERTAR_RESERVA}
     on conflict (id) do update set version = excluded.version, estado_id = excluded.estado_id, check_in = excluded.check_in,
       check_out = excluded.check_out, cliente_id = excluded.cliente_id, cliente_nombre = excluded.cliente_nombre,
       nombre_grupo = excluded.nombre_grupo, cantidad_pasajeros = excluded.cantidad_pasajeros, moneda_id = excluded.moneda_id,
       total = excluded.total, comentario = excluded.comentario, eliminada = excluded.eliminada,
       modificada_en = excluded.modificada_en, datos = excluded.datos`;

/** The row of table `reserva`: the columns the list filters on and, in `datos`, the whole detail. */
function filaReserva(estado: Existente, detalle: ReservaDetalle, version: number, momentos: Momentos, nueva: boolean): Sentencia {
  return {
    sql: nueva ? INSERTAR_RESERVA : INSERTAR_O_REEMPLAZAR_RESERVA,
    params: [
      estado.id,
      estado.hotelId,
      version,
      estado.estadoId,
      estado.general.CheckIn,
      estado.general.CheckOut,
      estado.general.ClienteId,
      estado.general.ClienteNombre,
      estado.general.NombreGrupo,
      estado.general.CantidadPasajeros,
      estado.general.MonedaId,
      detalle.Total,
      estado.general.Comentario,
      estado.eliminada,
      momentos.creadaEn,
      momentos.modificadaEn,
      JSON.stringify(detalle),
    ],
  };
}

const estadiasDe = (estado: EstadoReserva): Estadia[] =>
  lineasQueOcupan(estado).map((l) => ({ habitacionId: l.HabitacionId, desde: l.CheckIn, hasta: l.CheckOut, lineaId: l.Id }));

/**
 * The reservation read model, in the append's transaction: table `reserva`, one row per
 * reservation with the columns the list filters on and in `datos` the whole `ReservaDetalle`
 * (with its `Version`), which is what every read of a reservation answers: GET, the mobile view,
 * the list and the daily cash. Its nights go to `ocupacion` through the shared writer, so a clash
 * with another reservation or a block fails the whole transaction (23P01) and no event is stored.
 */
export async function proyectarReserva(
  tx: SqlExecutor,
  estado: EstadoReserva,
  version: number,
  momentos: Momentos,
  ocupacion: OpcionesOcupacion = {},
): Promise<ReservaDetalle | null> {
  if (!estado.existe) return null;
  const detalle = reservaDetalle(estado, version);
  const fila = filaReserva(estado, detalle, version, momentos, false);
  await tx.query(fila.sql, fila.params);
  await escribirOcupacion(tx, estado.hotelId, ORIGEN_RESERVA, estado.id, estadiasDe(estado), ocupacion);
  return detalle;
}

/**
 * A new reservation's read model as statements that go inside the insert of its events (it has no
 * row to replace, and its rooms were locked before: `esperarHabitacionesNuevas`): its `reserva`
 * row and its `ocupacion` rows. Also answers the detail.
 */
export function proyeccionReservaNueva(estado: Existente, version: number, momentos: Momentos): { detalle: ReservaDetalle; sentencias: Sentencia[] } {
  const detalle = reservaDetalle(estado, version);
  const ocupacion = insercionOcupacion(estado.hotelId, ORIGEN_RESERVA, estado.id, estadiasDe(estado));
  const fila = filaReserva(estado, detalle, version, momentos, true);
  return { detalle, sentencias: ocupacion ? [fila, ocupacion] : [fila] };
}
