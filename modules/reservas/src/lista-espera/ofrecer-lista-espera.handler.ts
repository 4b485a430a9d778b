import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventBus, EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { ENTIDAD_EN_VIVO_RESERVAS, EntidadCambiada, type ListaEsperaDisponibleEnVivo, type ZonasHorarias, ZonasHorariasDeHoteles } from '@recepcion/contracts';
import { CLOCK, type Clock, diaDelVisitante, enContexto, LOGGER, RevisionPorHotel, sqlExecutor } from '@recepcion/platform';
import type { Logger } from 'pino';
import { ayerUtc, cabe, habitacionesDelHotel, idsYCapacidades, pendiente } from './disponibilidad-en-espera';

/** Changes that may free (or take) nights: reservations (cancel, no-show, early check-out, move, delete), blocks (channel stays and periods out of order too), rooms. */
const CAMBIAN_OCUPACION = new Set<string>([ENTIDAD_EN_VIVO_RESERVAS.reservas, ENTIDAD_EN_VIVO_RESERVAS.bloqueos, 'Habitaciones']);

const esAvisoPropio = (datos: unknown) => typeof datos === 'object' && datos !== null && 'Disponibles' in datos;

/** A check gathers the hotel's changes this long (platform's RevisionPorHotel): a channel's import or a busy front desk pays one check. */
export const ESPERA_REVISION_LISTA_MS = 200;

/**
 * After a committed change of the hotel's occupancy, its pending waiting entries are checked again
 * (one statement) and each remembers whether it fits. When some start to fit, open sessions of the
 * hotel hear `ListaEspera` with how many: waiting-list pages reload and the notice says so. When
 * some stop fitting the pages reload without a notice. An entry created or edited is checked
 * silently: it was not freed by anything.
 */
@EventsHandler(EntidadCambiada)
export class OfrecerListaEsperaHandler implements IEventHandler<EntidadCambiada> {
  private readonly revision: RevisionPorHotel;

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.revision = new RevisionPorHotel(
      (hotelId, avisar) => enContexto(this.orm, { requestId: 'lista-espera', hotelId, now: this.clock() }, () => this.comprobar(hotelId, avisar)),
      ESPERA_REVISION_LISTA_MS,
      (error, hotelId) => this.logger.warn({ err: error, hotelId }, 'waiting list: availability re-check failed'),
    );
  }

  handle({ hotelId, entidad, datos }: EntidadCambiada): void {
    if (hotelId === null) return;
    const avisar = CAMBIAN_OCUPACION.has(entidad);
    if (avisar || (entidad === ENTIDAD_EN_VIVO_RESERVAS.listaEspera && !esAvisoPropio(datos))) this.revision.pedir(hotelId, avisar);
  }

  private async comprobar(hotelId: number, avisar: boolean): Promise<void> {
    const db = sqlExecutor(this.em);
    const ahora = this.clock();
    // Nearly always none, from whatever day the hotel is on: no need to ask for its zone nor its rooms.
    const [alguna] = await db.query(`select 1 from lista_espera l where l.hotel_id = $1 and ${pendiente(2)} limit 1`, [hotelId, ayerUtc(ahora)]);
    if (!alguna) return;
    // The hotel's day, in its time zone: an entry for tonight still waits through a Chilean evening.
    const zonas = await this.queryBus.execute<ZonasHorariasDeHoteles, ZonasHorarias>(new ZonasHorariasDeHoteles([hotelId]));
    const hoy = diaDelVisitante(ahora, zonas[hotelId]);
    const [habitaciones, capacidades] = idsYCapacidades(await habitacionesDelHotel(this.queryBus));
    const [cambios] = await db.query<{ nuevas: number; total: number }>(
      `with ahora as (select l.id, ${cabe(3, 4)} as cabe from lista_espera l where l.hotel_id = $1 and ${pendiente(2)}),
            cambiadas as (update lista_espera e set ofrecida = a.cabe from ahora a where e.id = a.id and e.ofrecida <> a.cabe returning a.cabe)
       select count(*) filter (where cabe)::int as nuevas, count(*)::int as total from cambiadas`,
      [hotelId, hoy, habitaciones, capacidades],
    );
    if (!avisar || !cambios || cambios.total === 0) return;
    const aviso: ListaEsperaDisponibleEnVivo = { Disponibles: cambios.nuevas };
    this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_RESERVAS.listaEspera, 'update', aviso));
  }
}
