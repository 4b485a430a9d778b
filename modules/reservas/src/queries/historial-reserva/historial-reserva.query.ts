import { Query } from '@nestjs/cqrs';
import type { EventoHistorialReserva } from '@recepcion/contracts';

/** A reservation's events as a readable timeline (when, who, what). */
export class HistorialReserva extends Query<EventoHistorialReserva[]> {
  constructor(readonly id: number) {
    super();
  }
}
