import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type HabitacionResumen, MENSAJES_RESERVAS, type OcupacionDesdeCanal, OcuparDesdeCanal, ResolverHabitaciones } from '@recepcion/contracts';
import { noches } from '@recepcion/domain';
import { EVENT_STORE, esViolacionDeExclusion, type EventStore, hotelDeLaSesion, ReglaNegocioError, reintentarTransaccion, sqlExecutor } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { escribirBloqueo, publicarBloqueo } from '../../bloqueos/bloqueos.compartido';
import { OCUPACION_SIN_SOLAPE, ORIGEN_BLOQUEO, ORIGEN_RESERVA } from '../../projections/ocupacion';

/**
 * An external stay as a block of its channel, found again by (channel, UID): the block, its nights
 * in `ocupacion` and its `BloqueoGuardado` event in one transaction, like any block. A clash rolls
 * the whole write back (the old nights stay) and names the reservation it met.
 */
@CommandHandler(OcuparDesdeCanal)
export class OcuparDesdeCanalHandler implements ICommandHandler<OcuparDesdeCanal, OcupacionDesdeCanal> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ canal, habitacionId, desde, hasta }: OcuparDesdeCanal): Promise<OcupacionDesdeCanal> {
    const cantidad = noches(desde, hasta);
    const previo = await this.em.fork().findOne(Bloqueo, { canalId: canal.id, canalUid: canal.uid });
    if (previo && previo.fecha === desde && previo.noches === cantidad && previo.habitacionId === habitacionId && previo.canalTipo === canal.tipo && previo.canalNombre === canal.nombre) {
      return { resultado: 'igual', bloqueoId: previo.id };
    }
    const [habitacion] = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones([habitacionId]));
    if (!habitacion) throw new ReglaNegocioError(MENSAJES_RESERVAS.seleccioneHabitacion);
    try {
      const json = await reintentarTransaccion(() =>
        this.em.fork().transactional(async (em) => {
          const bloqueo = (await em.findOne(Bloqueo, { canalId: canal.id, canalUid: canal.uid })) ?? em.create(Bloqueo, { hotelId: hotelDeLaSesion(), fecha: desde, noches: cantidad, habitacionId, habitacionNombre: habitacion.Nombre });
          Object.assign(bloqueo, { fecha: desde, noches: cantidad, habitacionId, habitacionNombre: habitacion.Nombre, canalId: canal.id, canalNombre: canal.nombre, canalUid: canal.uid, canalTipo: canal.tipo });
          return escribirBloqueo(em, this.store, bloqueo, { canal });
        }),
      );
      publicarBloqueo(this.eventBus, previo ? 'update' : 'insert', json);
      return { resultado: previo ? 'actualizado' : 'nuevo', bloqueoId: json.Id };
    } catch (error) {
      if (!esViolacionDeExclusion(error, OCUPACION_SIN_SOLAPE)) throw error;
      return { resultado: 'conflicto', reservaId: await this.reservaQueOcupa(habitacionId, desde, hasta, previo?.id ?? null) };
    }
  }

  /** The reservation that holds some of these nights (null when only blocks do). */
  private async reservaQueOcupa(habitacionId: number, desde: string, hasta: string, salvoBloqueoId: number | null): Promise<number | null> {
    const [fila] = await sqlExecutor(this.em).query<{ reserva_id: number | null }>(
      `select min(origen_id) filter (where origen = $5) as reserva_id from ocupacion
        where hotel_id = $1 and habitacion_id = $2 and estadia && daterange($3::date, $4::date, '[)')
          and not (origen = $6 and origen_id = coalesce($7::int, -1))`,
      [hotelDeLaSesion(), habitacionId, desde, hasta, ORIGEN_RESERVA, ORIGEN_BLOQUEO, salvoBloqueoId],
    );
    return fila?.reserva_id ?? null;
  }
}
