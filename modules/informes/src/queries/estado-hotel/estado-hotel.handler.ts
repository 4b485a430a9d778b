import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ESTADO_HABITACION_INFORME as E, type FilaEstadoHotel } from '@recepcion/contracts';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import type { ReservaInforme } from '../../domain/reserva-informe';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { estadoDeLaEstadia, ORDEN_ESTADO_HABITACION as orden } from './estado-de-la-estadia';
import { EstadoHotel } from './estado-hotel.query';

/** A block on the day: its dates, and why (out of order) or whose (a channel's stay). */
interface Bloqueo {
  habitacion_id: number;
  desde: string;
  hasta: string;
  motivo_fuera_servicio: string | null;
  canal: string | null;
}

/**
 * Housekeeping: every room with the stays that leave it, left it, are in it or arrive that day
 * (spec section 3), each read from its dates and its reservation's check-in and check-out
 * (`estadoDeLaEstadia`).
 */
@QueryHandler(EstadoHotel)
export class EstadoHotelHandler implements IQueryHandler<EstadoHotel, FilaEstadoHotel[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ fecha }: EstadoHotel): Promise<FilaEstadoHotel[]> {
    const tx = this.lectura.ejecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const [reservas, bloqueos, { room }] = await Promise.all([
      tx.query<{ datos: ReservaInforme }>(
        'select datos from informe_reserva where hotel_id = $1 and vigente and check_in <= $2::date and check_out >= $2::date order by reserva_id',
        [hotelId, fecha],
      ),
      tx.query<Bloqueo>(
        `select habitacion_id, to_char(desde, 'YYYY-MM-DD') as desde, to_char(hasta, 'YYYY-MM-DD') as hasta, motivo_fuera_servicio, canal
           from informe_bloqueo where hotel_id = $1 and desde <= $2::date and hasta > $2::date order by desde, bloqueo_id`,
        [hotelId, fecha],
      ),
      this.referencias.habitaciones(),
    ]);
    const bloqueadas = new Map<number, Bloqueo>();
    for (const b of bloqueos) if (!bloqueadas.has(b.habitacion_id)) bloqueadas.set(b.habitacion_id, b);
    return room.flatMap((habitacion): FilaEstadoHotel[] => {
      const estadias = reservas.flatMap(({ datos: r }) =>
        r.habitaciones
          .filter((l) => l.HabitacionId === habitacion.Id && l.CheckIn <= fecha && fecha <= l.CheckOut)
          .map((l): FilaEstadoHotel => ({
            Nombre: habitacion.Nombre,
            Entrada: l.CheckIn,
            Salida: l.CheckOut,
            Cliente: r.general.ClienteNombre,
            NombrePax: r.pasajeros.filter((p) => p.HabitacionId === habitacion.Id).map((p) => p.PasajeroNombre).join(', ') || null,
            Personas: l.CantidadPasajero,
            Estado: estadoDeLaEstadia(l, r.estadoId, fecha),
            HabitacionId: habitacion.Id,
            ReservaId: r.id,
            EstadoReservaId: r.estadoId,
            Motivo: null,
          })),
      );
      if (estadias.length > 0) return estadias.sort((a, b) => orden[a.Estado] - orden[b.Estado]);
      const bloqueo = bloqueadas.get(habitacion.Id);
      return [
        {
          Nombre: habitacion.Nombre,
          Entrada: bloqueo?.desde ?? null,
          Salida: bloqueo?.hasta ?? null,
          Cliente: bloqueo?.canal ?? null,
          NombrePax: null,
          Personas: null,
          Estado: !bloqueo ? E.libre : bloqueo.motivo_fuera_servicio !== null ? E.fueraDeServicio : E.bloqueada,
          HabitacionId: habitacion.Id,
          ReservaId: null,
          EstadoReservaId: null,
          Motivo: bloqueo?.motivo_fuera_servicio ?? null,
        },
      ];
    });
  }
}
