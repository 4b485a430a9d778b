import { Query } from '@nestjs/cqrs';
import type { HabitacionPiso } from '@recepcion/contracts';

/** The housekeeping board: every room of the session's hotel, today. */
export class TableroPisos extends Query<HabitacionPiso[]> {}
