import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections, proyeccionEnLinea } from '@recepcion/platform';
import { proyeccionCalendario } from './calendario/calendario.proyeccion';

/** Registers the calendar's read model with the event store: it is written in the committing transaction. */
@Injectable()
export class CalendarioEnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register(proyeccionEnLinea(proyeccionCalendario));
  }
}
