import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CifrasReservas, CifrasReservasDelDia, type LineaDeLaNoche, type LineaHabitacionReserva, PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import { horasDelDiaDelHotel, hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { ORIGEN_BLOQUEO, ORIGEN_RESERVA } from '../../projections/ocupacion';

/**
 * The day's figures from the read models: the nights `ocupacion` holds for reservations (a
 * cancelled stay holds none) with their room lines, the rooms out of order, the charges and
 * payments dated that day, arrivals, departures and no-shows by the reservations' dates, and the
 * cancellations by when their event was recorded (the command's `now`), within the hotel's day
 * (the closing desk's time zone: `horasDelDiaDelHotel`).
 */
@QueryHandler(CifrasReservasDelDia)
export class CifrasDelDiaHandler implements IQueryHandler<CifrasReservasDelDia, CifrasReservas> {
  constructor(private readonly em: EntityManager) {}

  async execute({ fecha }: CifrasReservasDelDia): Promise<CifrasReservas> {
    const db = sqlExecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const horas = horasDelDiaDelHotel(fecha);
    const [lineas, [fuera], cargos, pagos, [conteos], [anuladas]] = await Promise.all([
      db.query<{ reserva_id: number; habitacion_id: number; moneda_id: string; linea: LineaHabitacionReserva }>(
        `select o.origen_id as reserva_id, o.habitacion_id, r.moneda_id, l.linea
           from ocupacion o
           join reserva r on r.id = o.origen_id and r.hotel_id = o.hotel_id
           cross join lateral (select x as linea from jsonb_array_elements(r.datos->'Habitaciones') x where (x->>'Id')::int = o.linea_id limit 1) l
          where o.hotel_id = $1 and o.origen = $3 and o.estadia @> $2::date and not r.eliminada
          order by o.habitacion_id`,
        [hotelId, fecha, ORIGEN_RESERVA],
      ),
      db.query<{ n: number }>(
        `select count(distinct o.habitacion_id)::int as n
           from ocupacion o join bloqueo b on b.id = o.origen_id
          where o.hotel_id = $1 and o.origen = $3 and o.estadia @> $2::date and b.motivo_fuera_servicio is not null`,
        [hotelId, fecha, ORIGEN_BLOQUEO],
      ),
      db.query<{ moneda_id: string; total: number; cantidad: number }>(
        `select c->>'MonedaId' as moneda_id, sum((c->>'Total')::numeric)::float8 as total, count(*)::int as cantidad
           from reserva r, jsonb_array_elements(r.datos->'Cargos') c
          where r.hotel_id = $1 and not r.eliminada and c->>'Fecha' = $2
          group by 1 order by 1`,
        [hotelId, fecha],
      ),
      db.query<{ moneda_id: string; forma_pago_id: number; total: number; cantidad: number }>(
        `select i->>'MonedaId' as moneda_id, (i->>'FormaPagoId')::int as forma_pago_id, sum((i->>'Valor')::numeric)::float8 as total, count(*)::int as cantidad
           from reserva r, jsonb_array_elements(r.datos->'Ingresos') i
          where r.hotel_id = $1 and not r.eliminada and i->>'Fecha' = $2
          group by 1, 2 order by 1, 2`,
        [hotelId, fecha],
      ),
      db.query<{ llegadas: number; salidas: number; no_presentados: number }>(
        `select count(*) filter (where check_in = $2::date and estado_id <> 4)::int as llegadas,
                count(*) filter (where check_out = $2::date and estado_id <> 4)::int as salidas,
                count(*) filter (where check_in = $2::date and coalesce((datos->>'NoPresentado')::boolean, false))::int as no_presentados
           from reserva where hotel_id = $1 and not eliminada and (check_in = $2::date or check_out = $2::date)`,
        [hotelId, fecha],
      ),
      db.query<{ n: number }>(
        `select count(*)::int as n from event_store.events
          where hotel_id = $1 and type = 'ReservaAnulada' and starts_with(stream_id, $3)
            and metadata->>'now' >= $2 and metadata->>'now' < $4 and not coalesce((data->>'noPresentado')::boolean, false)`,
        [hotelId, horas.desde, PREFIJO_STREAM_RESERVA, horas.hasta],
      ),
    ]);
    return {
      lineas: lineas.map((f): LineaDeLaNoche => ({
        reservaId: f.reserva_id,
        habitacionId: f.habitacion_id,
        monedaId: f.moneda_id,
        checkIn: f.linea.CheckIn,
        checkOut: f.linea.CheckOut,
        alojamientoPrecioUnitario: f.linea.AlojamientoPrecioUnitario,
        alojamientoTotal: f.linea.AlojamientoTotal,
        alojamientoNoches: f.linea.AlojamientoNoches ?? null,
        regimenPrecioUnitario: f.linea.RegimenPrecioUnitario,
        regimenTotal: f.linea.RegimenTotal,
        regimenNoches: f.linea.RegimenNoches ?? null,
      })),
      fueraDeServicio: fuera?.n ?? 0,
      cargos: cargos.map((c) => ({ monedaId: c.moneda_id, total: c.total, cantidad: c.cantidad })),
      pagos: pagos.map((p) => ({ monedaId: p.moneda_id, formaPagoId: p.forma_pago_id, total: p.total, cantidad: p.cantidad })),
      llegadas: conteos?.llegadas ?? 0,
      salidas: conteos?.salidas ?? 0,
      noPresentados: conteos?.no_presentados ?? 0,
      anulaciones: anuladas?.n ?? 0,
    };
  }
}
