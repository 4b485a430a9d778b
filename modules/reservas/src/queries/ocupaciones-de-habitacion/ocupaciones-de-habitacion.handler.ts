import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OcupacionExportable, OcupacionesDeHabitacion, TIPOS_OCUPACION_CANAL } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { ORIGEN_BLOQUEO, ORIGEN_RESERVA } from '../../projections/ocupacion';

/**
 * What occupies one room, for its exported feed: reservations' room lines (a cancelled one
 * occupies nothing), blocks and imported stays. The UID names the line or the block, so a
 * channel sees the same event move when the stay moves.
 */
@QueryHandler(OcupacionesDeHabitacion)
export class OcupacionesDeHabitacionHandler implements IQueryHandler<OcupacionesDeHabitacion, OcupacionExportable[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ habitacionId, desde }: OcupacionesDeHabitacion): Promise<OcupacionExportable[]> {
    const filas = await sqlExecutor(this.em).query<{ origen: string; origen_id: number; linea_id: number | null; desde: string; hasta: string; canal_id: number | null; canal_tipo: string | null }>(
      `select o.origen, o.origen_id, o.linea_id, to_char(lower(o.estadia), 'YYYY-MM-DD') as desde, to_char(upper(o.estadia), 'YYYY-MM-DD') as hasta,
              b.canal_id, b.canal_tipo
         from ocupacion o
         left join bloqueo b on o.origen = $4 and b.id = o.origen_id
        where o.hotel_id = $1 and o.habitacion_id = $2 and upper(o.estadia) > $3::date
        order by lower(o.estadia), o.origen, o.origen_id, o.linea_id`,
      [hotelDeLaSesion(), habitacionId, desde, ORIGEN_BLOQUEO],
    );
    return filas.map((f) => ({
      uid: f.origen === ORIGEN_RESERVA ? `reserva-${f.origen_id}-${f.linea_id ?? 0}` : `bloqueo-${f.origen_id}`,
      desde: f.desde,
      hasta: f.hasta,
      tipo: f.origen === ORIGEN_RESERVA || f.canal_tipo === TIPOS_OCUPACION_CANAL.reserva ? TIPOS_OCUPACION_CANAL.reserva : TIPOS_OCUPACION_CANAL.noDisponible,
      canalId: f.canal_id,
    }));
  }
}
