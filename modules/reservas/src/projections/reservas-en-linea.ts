import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections, proyeccionEnLinea } from '@recepcion/platform';
import { proyeccionReserva } from './reserva/reserva.proyeccion';

/** Registers the reservation read model with the event store: written in the committing transaction. */
@Injectable()
export class ReservasEnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register(proyeccionEnLinea(proyeccionReserva));
  }
}
