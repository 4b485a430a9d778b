import { type FilaListadoReservas, NOMBRE_ESTADO_RESERVA, type ReservaDetalle } from '@recepcion/contracts';

/** A reservation as the list reads it from `reserva`: `datos` is its whole `ReservaDetalle`. */
export interface ReservaLeida {
  id: number;
  check_in: string;
  check_out: string;
  datos: ReservaDetalle;
}

/** The list's columns of the reservation; `to_char` gave the days as `yyyy-MM-dd`. */
export const COLUMNAS_LISTADO = `id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out, datos`;

/** One row of the list: the reservation with its totals per currency. */
export function filaListado({ id, check_in, check_out, datos: r }: ReservaLeida): FilaListadoReservas {
  return {
    ReservaId: id,
    CheckIN: check_in,
    CheckOUT: check_out,
    Habitaciones: r.Habitaciones.map((l) => l.HabitacionNombre).join(', '),
    ClienteNombre: r.ClienteNombre,
    GrupoNombre: r.NombreGrupo,
    CantidadPasajeros: r.CantidadPasajeros,
    EstadoId: r.EstadoId,
    EstadoNombre: NOMBRE_ESTADO_RESERVA[r.EstadoId],
    Comentario: r.Comentario,
    Totales: r.Saldos.map((m) => ({ MonedaId: m.MonedaId, Total: m.Cargo })),
    Saldos: r.Saldos,
  };
}
