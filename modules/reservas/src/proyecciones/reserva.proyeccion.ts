import { redondearMonto } from '@recepcion/domain';
import type { SqlExecutor } from '@recepcion/platform';
import { lineasQueOcupan } from '../domain/reserva.decider';
import { type EstadoReserva, NOMBRE_ESTADO } from '../domain/reserva.types';

export const ORIGEN_RESERVA = 'reserva';

/** The reservation JSON of `GET /api/ReservasB/{id}` (spec section 3) built from its state. */
/** Per currency: rooms and charges owed, payments received, and the balance. */
export function saldosPorMoneda(estado: Extract<EstadoReserva, { existe: true }>) {
  const porMoneda = new Map<string, { MonedaId: string; Cargo: number; Ingreso: number }>();
  const de = (monedaId: string) => porMoneda.get(monedaId) ?? porMoneda.set(monedaId, { MonedaId: monedaId, Cargo: 0, Ingreso: 0 }).get(monedaId)!;
  for (const l of estado.habitaciones) de(estado.general.MonedaId).Cargo += l.Total;
  for (const c of estado.cargos) de(c.MonedaId).Cargo += c.Total;
  for (const i of estado.ingresos) de(i.MonedaId).Ingreso += i.Valor;
  return [...porMoneda.values()].map((m) => ({ MonedaId: m.MonedaId, Cargo: redondearMonto(m.Cargo), Ingreso: redondearMonto(m.Ingreso), Saldo: redondearMonto(m.Cargo - m.Ingreso) }));
}

export function reservaJson(estado: Extract<EstadoReserva, { existe: true }>, version: number) {
  return {
    Id: estado.id,
    HotelId: estado.hotelId,
    ...estado.general,
    EstadoId: estado.estadoId,
    EstadoNombre: NOMBRE_ESTADO[estado.estadoId],
    Total: redondearMonto(estado.habitaciones.reduce((s, l) => s + l.Total, 0)),
    Version: version,
    Habitaciones: estado.habitaciones,
    Cargos: estado.cargos,
    Ingresos: estado.ingresos,
    Pasajeros: estado.pasajeros,
    Saldos: saldosPorMoneda(estado),
  };
}

/**
 * Inline projection, in the append's transaction: the read model row and the nights the
 * reservation occupies. A clash with another reservation or block fails the whole transaction
 * with SQLSTATE 23P01, so no event is stored either.
 */
/** When the reservation was created and last changed: the `now` of its first and last events. */
export interface Momentos {
  creadaEn: Date;
  modificadaEn: Date;
}

export async function proyectarReserva(tx: SqlExecutor, estado: EstadoReserva, version: number, momentos: Momentos): Promise<void> {
  if (!estado.existe) return;
  const json = reservaJson(estado, version);
  await tx.query(
    `insert into reserva (id, hotel_id, version, estado_id, check_in, check_out, cliente_id, cliente_nombre, nombre_grupo,
                          cantidad_pasajeros, moneda_id, total, comentario, eliminada, creada_en, modificada_en, datos)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb)
     on conflict (id) do update set version = excluded.version, estado_id = excluded.estado_id, check_in = excluded.check_in,
       check_out = excluded.check_out, cliente_id = excluded.cliente_id, cliente_nombre = excluded.cliente_nombre,
       nombre_grupo = excluded.nombre_grupo, cantidad_pasajeros = excluded.cantidad_pasajeros, moneda_id = excluded.moneda_id,
       total = excluded.total, comentario = excluded.comentario, eliminada = excluded.eliminada,
       modificada_en = excluded.modificada_en, datos = excluded.datos`,
    [
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
      json.Total,
      estado.general.Comentario,
      estado.eliminada,
      momentos.creadaEn,
      momentos.modificadaEn,
      JSON.stringify(json),
    ],
  );
  await tx.query('delete from ocupacion where origen = $1 and origen_id = $2', [ORIGEN_RESERVA, estado.id]);
  for (const linea of lineasQueOcupan(estado)) {
    await tx.query(
      `insert into ocupacion (hotel_id, habitacion_id, estadia, origen, origen_id, linea_id)
       values ($1, $2, daterange($3::date, $4::date, '[)'), $5, $6, $7)`,
      [estado.hotelId, linea.HabitacionId, linea.CheckIn, linea.CheckOut, ORIGEN_RESERVA, estado.id, linea.Id],
    );
  }
}
