import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type FueraServicio, type HabitacionResumen, MENSAJES_PISOS as M, NOCHES_MAXIMAS_BLOQUEO, ResolverHabitaciones } from '@recepcion/contracts';
import { noches } from '@recepcion/domain';
import { EVENT_STORE, exclusionComoRegla, type EventStore, hotelDeLaSesion, ReglaNegocioError, reintentarTransaccion, sqlExecutor } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { escribirBloqueo, publicarBloqueo } from '../../bloqueos/bloqueos.compartido';
import { fueraServicioAJson } from '../../bloqueos/fuera-servicio';
import { OCUPACION_SIN_SOLAPE, ORIGEN_RESERVA } from '../../projections/ocupacion';
import { GuardarFueraServicio } from './guardar-fuera-servicio.command';

/**
 * A period out of order is a block with its reason, under the same exclusion constraint: the
 * nights leave availability, the calendar and the reports follow its event. Reservations already
 * on those nights are named in the refusal (the front desk moves them first).
 */
@CommandHandler(GuardarFueraServicio)
export class GuardarFueraServicioHandler implements ICommandHandler<GuardarFueraServicio, FueraServicio> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ datos: d }: GuardarFueraServicio): Promise<FueraServicio> {
    const cantidad = noches(d.Desde, d.Hasta);
    if (!(cantidad > 0)) throw new ReglaNegocioError(M.fechasNoValidas);
    if (cantidad > NOCHES_MAXIMAS_BLOQUEO) throw new ReglaNegocioError(M.nochesMaximas);
    const [habitacion] = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones([d.HabitacionId]));
    if (!habitacion) throw new ReglaNegocioError(M.habitacionNoValida);
    const reservas = await sqlExecutor(this.em).query<{ id: number }>(
      `select distinct origen_id as id from ocupacion
        where hotel_id = $1 and habitacion_id = $2 and origen = $3 and estadia && daterange($4::date, $5::date, '[)') order by 1`,
      [hotelDeLaSesion(), d.HabitacionId, ORIGEN_RESERVA, d.Desde, d.Hasta],
    );
    if (reservas.length > 0) throw new ReglaNegocioError(M.conReservas(reservas.map((r) => r.id)));
    const json = await exclusionComoRegla(
      () =>
        reintentarTransaccion(() =>
          this.em.fork().transactional(async (em) => {
            const bloqueo = em.create(Bloqueo, { hotelId: hotelDeLaSesion(), fecha: d.Desde, noches: cantidad, habitacionId: habitacion.Id, habitacionNombre: habitacion.Nombre });
            bloqueo.motivoFueraServicio = d.Motivo;
            const guardado = await escribirBloqueo(em, this.store, bloqueo, { fueraServicio: { motivo: d.Motivo } });
            return { guardado, fuera: fueraServicioAJson(bloqueo) };
          }),
        ),
      // A reservation that took a night meanwhile lands here too: the list above names the usual case.
      M.ocupadaPorBloqueo,
      OCUPACION_SIN_SOLAPE,
    );
    publicarBloqueo(this.eventBus, 'insert', json.guardado);
    return json.fuera;
  }
}
