import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ESTADO_RESERVA, type TableroEstados } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import { nochesDeBloqueos } from '../../aplicacion/noches-de-bloqueos.sql';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { EstadosDelDia } from './estados.query';

const DIAS_FRANJA = 14;

/**
 * The dashboard: per status, the rooms held the night of `fecha` (status 8 read as check-out: the
 * guest has left), arrivals, departures and in-house rooms, and the next 14 nights' occupied rooms.
 * and the rooms out of order that night. Four statements over the read model and the room count from maestros.
 */
@QueryHandler(EstadosDelDia)
export class EstadosHandler implements IQueryHandler<EstadosDelDia, TableroEstados> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ fecha }: EstadosDelDia): Promise<TableroEstados> {
    const tx = this.lectura.ejecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const ultimo = sumarDias(fecha, DIAS_FRANJA - 1);
    const [porEstado, movimientos, franja, fuera, { room }] = await Promise.all([
      tx.query<{ estado_id: number; n: number }>(
        `select r.estado_id, count(*)::int as n from informe_noche n join informe_reserva r on r.reserva_id = n.reserva_id
          where n.hotel_id = $1 and n.fecha = $2::date group by r.estado_id order by r.estado_id`,
        [hotelId, fecha],
      ),
      tx.query<{ llegadas: number; salidas: number }>(
        `select (select count(distinct (reserva_id, linea_id)) from informe_huesped where hotel_id = $1 and check_in = $2::date)::int as llegadas,
                (select count(distinct (reserva_id, linea_id)) from informe_huesped where hotel_id = $1 and check_out = $2::date)::int as salidas`,
        [hotelId, fecha],
      ),
      tx.query<{ fecha: string; n: number }>(
        `select to_char(fecha, 'YYYY-MM-DD') as fecha, count(*)::int as n from informe_noche
          where hotel_id = $1 and fecha between $2::date and $3::date group by fecha`,
        [hotelId, fecha, ultimo],
      ),
      tx.query<{ fecha: string; n: number }>(
        `select to_char(d, 'YYYY-MM-DD') as fecha, count(distinct b.habitacion_id)::int as n
           from ${nochesDeBloqueos('and b.motivo_fuera_servicio is not null')} group by d`,
        [hotelId, fecha, ultimo],
      ),
      this.referencias.habitaciones(),
    ]);
    const ocupadas = new Map(franja.map((f) => [f.fecha, f.n]));
    const fueraDeServicio = new Map(fuera.map((f) => [f.fecha, f.n]));
    return {
      reservas: porEstado.map((e) => ({ EstadoId: e.estado_id, Count: e.n })),
      habitaciones: room.length,
      fueraDeServicio: fueraDeServicio.get(fecha) ?? 0,
      llegadas: movimientos[0]?.llegadas ?? 0,
      salidas: movimientos[0]?.salidas ?? 0,
      enCasa: porEstado.find((e) => e.estado_id === ESTADO_RESERVA.checkIn)?.n ?? 0,
      ocupacion: Array.from({ length: DIAS_FRANJA }, (_, i) => sumarDias(fecha, i)).map((Fecha) => ({ Fecha, Ocupadas: ocupadas.get(Fecha) ?? 0, FueraDeServicio: fueraDeServicio.get(Fecha) ?? 0 })),
    };
  }
}
