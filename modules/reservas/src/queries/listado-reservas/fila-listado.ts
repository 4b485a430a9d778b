import { type EstadoReservaId, type FilaListadoReservas, NOMBRE_ESTADO_RESERVA, type SaldoMoneda } from '@recepcion/contracts';

/**
 * A reservation as the list reads it from `reserva`: the columns a row shows, its rooms' names and
 * its balances per currency (`saldos_reserva`). Not `datos`: the whole document of every listed
 * reservation would cross the wire and be parsed for the few fields a row shows.
 */
export interface ReservaLeida {
  id: number;
  check_in: string;
  check_out: string;
  habitaciones: string;
  cliente_nombre: string;
  nombre_grupo: string | null;
  cantidad_pasajeros: number;
  estado_id: EstadoReservaId;
  comentario: string | null;
  saldos_reserva: SaldoMoneda[];
  origen: string | null;
  no_presentado: boolean;
}

/**
 * The list's columns of reservation `r` (`to_char`: the days as `yyyy-MM-dd`). The rooms' names are
 * joined in its lines' order, as `Array.join` would (a missing name is empty).
 */
export const COLUMNAS_LISTADO = `r.id, to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
       (select coalesce(string_agg(coalesce(l.linea->>'HabitacionNombre', ''), ', ' order by l.n), '')
          from jsonb_array_elements(r.datos->'Habitaciones') with ordinality as l(linea, n)) as habitaciones,
       r.cliente_nombre, r.nombre_grupo, r.cantidad_pasajeros, r.estado_id, r.comentario, r.saldos as saldos_reserva, r.datos->>'Origen' as origen,
       coalesce((r.datos->>'NoPresentado')::boolean, false) as no_presentado`;

/** One row of the list: the reservation with its totals per currency. */
export function filaListado(r: ReservaLeida): FilaListadoReservas {
  return {
    ReservaId: r.id,
    CheckIN: r.check_in,
    CheckOUT: r.check_out,
    Habitaciones: r.habitaciones,
    ClienteNombre: r.cliente_nombre,
    GrupoNombre: r.nombre_grupo,
    CantidadPasajeros: r.cantidad_pasajeros,
    EstadoId: r.estado_id,
    EstadoNombre: NOMBRE_ESTADO_RESERVA[r.estado_id],
    Comentario: r.comentario,
    Totales: r.saldos_reserva.map((m) => ({ MonedaId: m.MonedaId, Total: m.Cargo })),
    Saldos: r.saldos_reserva,
    ...(r.origen ? { Origen: r.origen } : {}),
    ...(r.no_presentado ? { NoPresentado: true as const } : {}),
  };
}
