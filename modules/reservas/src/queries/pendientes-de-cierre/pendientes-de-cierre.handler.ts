import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EstadoReservaId, NOMBRE_ESTADO_RESERVA, PendientesDeCierre, type PendientesReservas, type ReservaPendiente, type SaldoMoneda } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

interface Fila {
  id: number;
  check_in: string;
  check_out: string;
  cliente_nombre: string;
  estado_id: EstadoReservaId;
  habitaciones: string;
  saldos: SaldoMoneda[] | null;
  llega: boolean;
  sale: boolean;
  debe: boolean;
}

/**
 * One statement over the reservation read model: arrivals of the date still before check-in,
 * departures of the date not checked out, and check-outs up to the date whose balance is not zero.
 */
@QueryHandler(PendientesDeCierre)
export class PendientesDeCierreHandler implements IQueryHandler<PendientesDeCierre, PendientesReservas> {
  constructor(private readonly em: EntityManager) {}

  async execute({ fecha }: PendientesDeCierre): Promise<PendientesReservas> {
    const filas = await sqlExecutor(this.em).query<Fila>(
      `select r.id, to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out, r.cliente_nombre, r.estado_id,
              (select coalesce(string_agg(coalesce(l.linea->>'HabitacionNombre', ''), ', ' order by l.n), '')
                 from jsonb_array_elements(r.datos->'Habitaciones') with ordinality as l(linea, n)) as habitaciones,
              r.saldos,
              (r.check_in = $2::date and r.estado_id in (1, 2, 3)) as llega,
              (r.check_out = $2::date and r.estado_id in (1, 2, 3, 7)) as sale,
              (r.estado_id = 8 and r.check_out <= $2::date
                and exists (select 1 from jsonb_array_elements(coalesce(r.saldos, '[]'::jsonb)) s where (s->>'Saldo')::numeric <> 0)) as debe
         from reserva r
        where r.hotel_id = $1 and not r.eliminada
          and ((r.check_in = $2::date and r.estado_id in (1, 2, 3))
            or (r.check_out = $2::date and r.estado_id in (1, 2, 3, 7))
            or (r.estado_id = 8 and r.check_out <= $2::date
                and exists (select 1 from jsonb_array_elements(coalesce(r.saldos, '[]'::jsonb)) s where (s->>'Saldo')::numeric <> 0)))
        order by r.check_in, r.id`,
      [hotelDeLaSesion(), fecha],
    );
    const reserva = (f: Fila): ReservaPendiente => ({
      ReservaId: f.id,
      ClienteNombre: f.cliente_nombre,
      Habitaciones: f.habitaciones,
      CheckIn: f.check_in,
      CheckOut: f.check_out,
      EstadoId: f.estado_id,
      EstadoNombre: NOMBRE_ESTADO_RESERVA[f.estado_id],
    });
    return {
      llegadas: filas.filter((f) => f.llega).map(reserva),
      salidas: filas.filter((f) => f.sale).map(reserva),
      saldos: filas.filter((f) => f.debe).map((f) => ({ ...reserva(f), Saldos: (f.saldos ?? []).filter((s) => s.Saldo !== 0) })),
    };
  }
}
