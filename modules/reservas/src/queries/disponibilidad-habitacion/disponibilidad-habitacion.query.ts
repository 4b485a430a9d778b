import { Query } from '@nestjs/cqrs';

/** Is the room free on [checkIn, checkOut), leaving out what reservation `reservaId` (0: none) occupies? */
export class DisponibilidadHabitacion extends Query<boolean> {
  constructor(
    readonly habitacionId: number,
    readonly checkIn: string,
    readonly checkOut: string,
    readonly reservaId: number,
  ) {
    super();
  }
}
