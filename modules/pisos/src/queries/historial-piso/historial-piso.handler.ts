import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type CambioEstadoPiso, type EstadoPisoCambiadoDatos, EVENTOS_PISO, NombresDeUsuarios, PREFIJO_STREAM_PISO } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, NoEncontradoError, sqlExecutor } from '@recepcion/platform';
import { Tablero } from '../../aplicacion/tablero';
import { HistorialPiso } from './historial-piso.query';

/** Read straight from the room's stream: every change, who made it (none: the system) and when. */
@QueryHandler(HistorialPiso)
export class HistorialPisoHandler implements IQueryHandler<HistorialPiso, CambioEstadoPiso[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly tablero: Tablero,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ habitacionId }: HistorialPiso): Promise<CambioEstadoPiso[]> {
    if ((await this.tablero.habitaciones(habitacionId)).length === 0) throw new NoEncontradoError('habitación');
    const eventos = (await this.store.readStream(sqlExecutor(this.em), `${PREFIJO_STREAM_PISO}${habitacionId}`, { hotelId: hotelDeLaSesion() })).filter((e) => e.type === EVENTOS_PISO.estadoCambiado);
    const usuarios = eventos.map((e) => e.metadata.userId).filter((id): id is number => typeof id === 'number');
    const nombres = await this.queryBus.execute<NombresDeUsuarios, Record<number, string>>(new NombresDeUsuarios(usuarios));
    return eventos
      .map((e) => {
        const d = e.data as EstadoPisoCambiadoDatos;
        const usuario = typeof e.metadata.userId === 'number' ? (nombres[e.metadata.userId] ?? null) : null;
        return { Fecha: d.en, De: d.de, A: d.a, Motivo: d.motivo, Usuario: usuario };
      })
      .reverse();
  }
}
