import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { describirEventoReserva, type EventoHistorialReserva, nombresDelHistorial, recordarNombres } from '@recepcion/contracts';
import { EVENT_STORE, type EventStore, hotelDeLaSesion, NoEncontradoError, sqlExecutor } from '@recepcion/platform';
import { streamDe } from '../../aplicacion/reserva.repository';
import { HistorialReserva } from './historial-reserva.query';

/** The one read besides the commands that reads the event stream: the history is the events themselves. */
@QueryHandler(HistorialReserva)
export class HistorialReservaHandler implements IQueryHandler<HistorialReserva, EventoHistorialReserva[]> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ id }: HistorialReserva): Promise<EventoHistorialReserva[]> {
    // Another hotel's reservation does not exist here: its rows are not read.
    const eventos = await this.store.readStream(sqlExecutor(this.em), streamDe(id), { hotelId: hotelDeLaSesion() });
    if (eventos[0]?.type !== 'ReservaCreada') throw new NoEncontradoError('reserva');
    // Read in order: a removal names what an earlier event added.
    const nombres = nombresDelHistorial();
    return eventos.map((e) => {
      const fila = {
        Version: e.streamVersion,
        Fecha: typeof e.metadata.now === 'string' ? e.metadata.now : e.recordedAt.toISOString(),
        UsuarioId: typeof e.metadata.userId === 'number' ? e.metadata.userId : null,
        Tipo: e.type,
        Descripcion: describirEventoReserva(e.type, e.data, nombres),
      };
      recordarNombres(nombres, e.type, e.data);
      return fila;
    });
  }
}
