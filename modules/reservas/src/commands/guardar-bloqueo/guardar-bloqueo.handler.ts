import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type BloqueoHabitacion, type HabitacionResumen, MENSAJES_RESERVAS, ResolverHabitaciones } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, ReglaNegocioError, reintentarTransaccion } from '@recepcion/platform';
import { Bloqueo } from '../../bloqueos/bloqueo.entity';
import { buscarBloqueo, escribirBloqueo, publicarBloqueo, soloBloqueoPropio } from '../../bloqueos/bloqueos.compartido';
import { sinSolape } from '../../projections/ocupacion';
import { GuardarBloqueo } from './guardar-bloqueo.command';

/**
 * The block, its nights in `ocupacion` and its `BloqueoGuardado` event in one transaction; a clash
 * with a stay or another block answers `Habitación no disponible` (`sinSolape`).
 */
@CommandHandler(GuardarBloqueo)
export class GuardarBloqueoHandler implements ICommandHandler<GuardarBloqueo, BloqueoHabitacion> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ id, datos: d }: GuardarBloqueo): Promise<BloqueoHabitacion> {
    if (id !== null) soloBloqueoPropio(await buscarBloqueo(this.em, id));
    const [habitacion] = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones([d.HabitacionId]));
    if (!habitacion) throw new ReglaNegocioError(MENSAJES_RESERVAS.seleccioneHabitacion);
    const fecha = d.Fecha;
    const json = await sinSolape(() =>
      reintentarTransaccion(() => this.em.transactional(async (em) => {
        const bloqueo = id === null ? em.create(Bloqueo, { hotelId: hotelDeLaSesion(), fecha, noches: d.Noches, habitacionId: habitacion.Id, habitacionNombre: habitacion.Nombre }) : await em.findOneOrFail(Bloqueo, { id });
        Object.assign(bloqueo, { fecha, noches: d.Noches, habitacionId: habitacion.Id, habitacionNombre: habitacion.Nombre });
        return escribirBloqueo(em, this.store, bloqueo);
      })),
    );
    publicarBloqueo(this.eventBus, id === null ? 'insert' : 'update', json);
    return json;
  }
}
