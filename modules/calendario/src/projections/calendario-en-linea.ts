import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections } from '@recepcion/platform';
import { EVENTOS_CALENDARIO, proyectarEnCalendario, sentenciasReservaNueva } from './calendario.projection';

/** Registers the calendar's read model with the event store: it is written in the committing transaction. */
@Injectable()
export class CalendarioEnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register({
      name: 'calendario',
      eventTypes: EVENTOS_CALENDARIO,
      apply: async (tx, eventos) => {
        for (const evento of eventos) await proyectarEnCalendario(evento, tx);
      },
      sentenciasDeStreamNueva: sentenciasReservaNueva,
    });
  }
}
