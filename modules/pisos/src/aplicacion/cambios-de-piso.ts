import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ENTIDAD_EN_VIVO_PISOS, EntidadCambiada, EVENTOS_PISO, type EstadoPiso, type EstadoPisoCambiadoDatos, type MotivoCambioPiso, PREFIJO_STREAM_PISO } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { cambiarEstadoPiso, ESTADO_INICIAL, EstadoPisoInvalidoError } from '../domain/estado-piso';

/** First key of the transaction locks on a room's housekeeping stream (the second is the room id). */
const CLAVE_PISO = 0x7069;

/**
 * Records a room's change of state: its event on stream `piso-<habitacionId>` (who and when in the
 * metadata) and, in the same transaction, the board's row (inline projection). Two taps on the
 * same room at once run one after the other; a tap that changes nothing records nothing. After the
 * commit every open board of the hotel redraws the room.
 */
@Injectable()
export class CambiosDePiso {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async cambiar(habitacionId: number, a: unknown, motivo: MotivoCambioPiso): Promise<EstadoPiso> {
    const hotelId = hotelDeLaSesion();
    const ctx = requestContext.require();
    let estado: EstadoPiso = ESTADO_INICIAL;
    const evento = await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [CLAVE_PISO, habitacionId]);
      const [fila] = await tx.query<{ estado: EstadoPiso }>('select estado from piso_estado where habitacion_id = $1 and hotel_id = $2', [habitacionId, hotelId]);
      estado = fila?.estado ?? ESTADO_INICIAL;
      let datos: EstadoPisoCambiadoDatos | null;
      try {
        datos = cambiarEstadoPiso({ hotelId, habitacionId, estado }, a, motivo, ctx.now);
      } catch (error) {
        if (error instanceof EstadoPisoInvalidoError) throw new ReglaNegocioError(error.message);
        throw error;
      }
      if (!datos) return null;
      const metadata = { hotelId, userId: ctx.userId, now: ctx.now.toISOString(), correlationId: ctx.requestId };
      await this.store.append(tx, `${PREFIJO_STREAM_PISO}${habitacionId}`, [{ type: EVENTOS_PISO.estadoCambiado, data: datos, metadata }], { expectedVersion: 'any' });
      return datos;
    });
    if (!evento) return estado;
    this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_PISOS, 'update', { HabitacionId: habitacionId, Estado: evento.a }));
    return evento.a;
  }
}
