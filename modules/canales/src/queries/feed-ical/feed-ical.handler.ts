import { createHash, createHmac } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type OcupacionExportable, OcupacionesDeHabitacion, RESUMEN_ICAL, TIPOS_OCUPACION_CANAL } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { APP_CONFIG, type AppConfig, requestContext, sqlExecutor } from '@recepcion/platform';
import { nombresDeHabitaciones } from '../../aplicacion/nombres-de-habitaciones';
import { escribirCalendario, type EventoIcal } from '../../domain/ical';
import { type FeedIcal, LeerFeedIcal } from './feed-ical.query';

/**
 * An event's UID in one feed: stable for that address (a moved stay keeps it), but it names no
 * reservation number, so whoever holds the feed cannot count the hotel's bookings by it.
 */
const uidOpaco = (token: string, uid: string) => createHmac('sha256', token).update(uid).digest('base64url').slice(0, 22);

/** Channels need what is ahead; a month back covers a stay they still show as in progress. */
const DIAS_ATRAS = 31;

/**
 * The room's occupations as RFC 5545, without guest data. The events' hash is the ETag; when it
 * changes, the feed's Last-Modified (and every DTSTAMP) moves to now, so an unchanged feed gives
 * the same bytes to every poll.
 */
@QueryHandler(LeerFeedIcal)
export class LeerFeedIcalHandler implements IQueryHandler<LeerFeedIcal, FeedIcal | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: LeerFeedIcal): Promise<FeedIcal | null> {
    const tx = sqlExecutor(this.em);
    const [enlace] = await tx.query<{ hotel_id: number; habitacion_id: number; canal_id: number | null; huella: string | null; modificado_en: Date | null }>(
      'select hotel_id, habitacion_id, canal_id, huella, modificado_en from ical_enlace where token = $1',
      [token],
    );
    if (!enlace) return null;
    const contexto = requestContext.require();
    // The token stands for the hotel: from here on, every read is scoped to it like a session's.
    return requestContext.run({ ...contexto, hotelId: enlace.hotel_id }, async () => {
      const hoy = contexto.now.toISOString().slice(0, 10);
      const ocupaciones = await this.queryBus.execute<OcupacionesDeHabitacion, OcupacionExportable[]>(new OcupacionesDeHabitacion(enlace.habitacion_id, sumarDias(hoy, -DIAS_ATRAS)));
      const eventos: EventoIcal[] = ocupaciones
        .filter((o) => enlace.canal_id === null || o.canalId !== enlace.canal_id)
        .map((o) => ({ uid: `${uidOpaco(token, o.uid)}@${this.config.productDomain}`, desde: o.desde, hasta: o.hasta, resumen: o.tipo === TIPOS_OCUPACION_CANAL.reserva ? RESUMEN_ICAL.reservado : RESUMEN_ICAL.noDisponible }));
      const nombre = (await nombresDeHabitaciones(this.queryBus, [enlace.habitacion_id])).get(enlace.habitacion_id) ?? '';
      const huella = createHash('sha256').update(JSON.stringify([nombre, eventos])).digest('base64url').slice(0, 32);
      let modificado = enlace.modificado_en ? new Date(enlace.modificado_en) : contexto.now;
      if (huella !== enlace.huella) {
        modificado = new Date(Math.floor(contexto.now.getTime() / 1000) * 1000);
        await tx.query('update ical_enlace set huella = $2, modificado_en = $3 where token = $1', [token, huella, modificado.toISOString()]);
      }
      return { cuerpo: escribirCalendario({ nombre: `Recepción · ${nombre}`, dtstamp: modificado, eventos }), etag: `"${huella}"`, modificado };
    });
  }
}
