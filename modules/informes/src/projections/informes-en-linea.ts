import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections } from '@recepcion/platform';
import { EVENTOS_INFORMES, proyectarEnInformes, sentenciasReservaNueva } from './informes.projection';

/** Registers the reports' read model with the event store: it is written in the committing transaction. */
@Injectable()
export class InformesEnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register({
      name: 'informes',
      eventTypes: EVENTOS_INFORMES,
      apply: (tx, eventos) => proyectarEnInformes(tx, eventos),
      sentenciasDeStreamNueva: sentenciasReservaNueva,
    });
  }
}
