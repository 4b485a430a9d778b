import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EstadisticaReservasPorHotel, type EstadisticaReservasPorHotelRespuesta } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

const ANULADO = 4;

/**
 * The published query `EstadisticaReservasPorHotel` (provider tools, every hotel): one statement
 * over the read model. Deleted reservations do not count; "vigente" is not cancelled and its stay
 * has not ended (check-out on `hoy` or later).
 */
@QueryHandler(EstadisticaReservasPorHotel)
export class EstadisticaReservasHotelHandler implements IQueryHandler<EstadisticaReservasPorHotel, EstadisticaReservasPorHotelRespuesta> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hoy }: EstadisticaReservasPorHotel): Promise<EstadisticaReservasPorHotelRespuesta> {
    const filas = await sqlExecutor(this.em).query<{
      hotel_id: number;
      reservas: string;
      vigente: string;
      creadas_30: string;
      vigentes_30: string;
      ultima_creacion: Date | null;
      ultima_modificacion: Date | null;
    }>(
      `select hotel_id,
              count(*) as reservas,
              count(*) filter (where estado_id <> $2 and check_out >= $1::date) as vigente,
              count(*) filter (where creada_en >= $1::date - 29 and creada_en < $1::date + 1) as creadas_30,
              count(*) filter (where estado_id <> $2 and check_out >= $1::date and check_in < $1::date + 30) as vigentes_30,
              max(creada_en) as ultima_creacion,
              max(modificada_en) as ultima_modificacion
         from reserva
        where not eliminada
        group by hotel_id`,
      [hoy, ANULADO],
    );
    return Object.fromEntries(
      filas.map((f) => [
        f.hotel_id,
        {
          Reservas: Number(f.reservas),
          Vigente: Number(f.vigente),
          CreadasUltimos30Dias: Number(f.creadas_30),
          VigentesProximos30Dias: Number(f.vigentes_30),
          UltimaCreacion: f.ultima_creacion ? new Date(f.ultima_creacion).toISOString() : null,
          UltimaModificacion: f.ultima_modificacion ? new Date(f.ultima_modificacion).toISOString() : null,
        },
      ]),
    );
  }
}
