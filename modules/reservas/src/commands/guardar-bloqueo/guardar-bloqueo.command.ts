import { Command } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';

/** The body of `POST /api/Bloqueos` and `PUT /api/Bloqueos/{id}`, validated at the edge. */
export type BloqueoCuerpo = Pick<BloqueoHabitacion, 'Fecha' | 'Noches' | 'HabitacionId'>;

/** Creates a room block (`id` null) or changes the block `id`: its nights occupy the room in `ocupacion`. */
export class GuardarBloqueo extends Command<BloqueoHabitacion> {
  constructor(
    readonly id: number | null,
    readonly datos: BloqueoCuerpo,
  ) {
    super();
  }
}
