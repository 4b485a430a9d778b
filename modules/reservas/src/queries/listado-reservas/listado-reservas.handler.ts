import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ESTADO_RESERVA, type FilaListadoReservas, NOMBRE_ESTADO_RESERVA, type ReservaDetalle } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { ListadoReservas } from './listado-reservas.query';

interface Fila {
  id: number;
  check_in: string;
  check_out: string;
  datos: ReservaDetalle;
}

/** One row per reservation with its totals per currency, from the read model (`datos` holds them). */
@QueryHandler(ListadoReservas)
export class ListadoReservasHandler implements IQueryHandler<ListadoReservas, FilaListadoReservas[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filtro }: ListadoReservas): Promise<FilaListadoReservas[]> {
    const desde = filtro.Desde;
    const hasta = filtro.Hasta ?? sumarDias(desde, 366);
    const filas = await sqlExecutor(this.em).query<Fila>(
      `select id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out, datos
         from reserva
        where hotel_id = $1 and not eliminada and check_out > $2::date and check_in <= $3::date
          and ($4::int is null or $4::int = 0 or cliente_id = $4::int)
          and ($5::boolean or estado_id <> $6)
        order by check_in, id`,
      [hotelDeLaSesion(), desde, hasta, filtro.ClienteId ?? null, filtro.Anulados === true, ESTADO_RESERVA.anulado],
    );
    return filas.map(({ id, check_in, check_out, datos: r }) => ({
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
    }));
  }
}
