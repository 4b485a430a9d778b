import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventBus, EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { ENTIDAD_EN_VIVO_RESERVAS, EntidadCambiada, type ListaEsperaDisponibleEnVivo } from '@recepcion/contracts';
import { CLOCK, type Clock, enContexto, LOGGER, sqlExecutor } from '@recepcion/platform';
import type { Logger } from 'pino';
import { cabe, habitacionesDelHotel, hoyDe, pendiente } from './disponibilidad-en-espera';

/** Changes that may free (or take) nights: reservations (cancel, no-show, early check-out, move, delete), blocks (channel stays and periods out of order too), rooms. */
const CAMBIAN_OCUPACION = new Set<string>([ENTIDAD_EN_VIVO_RESERVAS.reservas, ENTIDAD_EN_VIVO_RESERVAS.bloqueos, 'Habitaciones']);

const esAvisoPropio = (datos: unknown) => typeof datos === 'object' && datos !== null && 'Disponibles' in datos;

/**
 * A check starts this long after the change that asks for it, and every change of the hotel in the
 * meantime joins it: a hotel taking hundreds of reservations a second (a channel's import, a busy
 * front desk) pays one check for all of them instead of one statement each.
 */
export const ESPERA_REVISION_LISTA_MS = 200;

/**
 * After a committed change of the hotel's occupancy, its pending waiting entries are checked again
 * (one statement) and each remembers whether it fits. When some start to fit, open sessions of the
 * hotel hear `ListaEspera` with how many: waiting-list pages reload and the notice says so. When
 * some stop fitting the pages reload without a notice. An entry created or edited is checked
 * silently: it was not freed by anything. Checks of one hotel run one at a time in this process,
 * and a change during a check runs it once more.
 */
@EventsHandler(EntidadCambiada)
export class OfrecerListaEsperaHandler implements IEventHandler<EntidadCambiada> {
  private readonly revisando = new Map<number, { empezada: boolean; otraVez: boolean; avisar: boolean }>();

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  handle({ hotelId, entidad, datos }: EntidadCambiada): void {
    if (hotelId === null) return;
    const avisar = CAMBIAN_OCUPACION.has(entidad);
    if (!avisar && !(entidad === ENTIDAD_EN_VIVO_RESERVAS.listaEspera && !esAvisoPropio(datos))) return;
    const enCurso = this.revisando.get(hotelId);
    if (enCurso) {
      // Waiting to start: this change joins it. Under way: one more check after it.
      if (enCurso.empezada) enCurso.otraVez = true;
      enCurso.avisar ||= avisar;
      return;
    }
    this.revisar(hotelId, avisar);
  }

  private revisar(hotelId: number, avisar: boolean): void {
    const estado = { empezada: false, otraVez: false, avisar };
    this.revisando.set(hotelId, estado);
    setTimeout(() => {
      estado.empezada = true;
      const conAviso = estado.avisar;
      estado.avisar = false;
      enContexto(this.orm, { requestId: 'lista-espera', hotelId, now: this.clock() }, () => this.comprobar(hotelId, conAviso))
        .catch((error: unknown) => this.logger.warn({ err: error, hotelId }, 'waiting list: availability re-check failed'))
        .finally(() => {
          this.revisando.delete(hotelId);
          if (estado.otraVez) this.revisar(hotelId, estado.avisar);
        });
    }, ESPERA_REVISION_LISTA_MS).unref();
  }

  private async comprobar(hotelId: number, avisar: boolean): Promise<void> {
    const db = sqlExecutor(this.em);
    const hoy = hoyDe(this.clock());
    // Nearly always none: no need to ask for the rooms.
    const [alguna] = await db.query(`select 1 from lista_espera l where l.hotel_id = $1 and ${pendiente(2)} limit 1`, [hotelId, hoy]);
    if (!alguna) return;
    const habitaciones = (await habitacionesDelHotel(this.queryBus)).map((h) => h.Id);
    const [cambios] = await db.query<{ nuevas: number; total: number }>(
      `with ahora as (select l.id, ${cabe(3)} as cabe from lista_espera l where l.hotel_id = $1 and ${pendiente(2)}),
            cambiadas as (update lista_espera e set ofrecida = a.cabe from ahora a where e.id = a.id and e.ofrecida <> a.cabe returning a.cabe)
       select count(*) filter (where cabe)::int as nuevas, count(*)::int as total from cambiadas`,
      [hotelId, hoy, habitaciones],
    );
    if (!avisar || !cambios || cambios.total === 0) return;
    const aviso: ListaEsperaDisponibleEnVivo = { Disponibles: cambios.nuevas };
    this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_RESERVAS.listaEspera, 'update', aviso));
  }
}
