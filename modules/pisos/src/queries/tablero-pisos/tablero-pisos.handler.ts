import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HabitacionPiso } from '@recepcion/contracts';
import { Tablero } from '../../aplicacion/tablero';
import { TableroPisos } from './tablero-pisos.query';

@QueryHandler(TableroPisos)
export class TableroPisosHandler implements IQueryHandler<TableroPisos, HabitacionPiso[]> {
  constructor(private readonly tablero: Tablero) {}

  execute(): Promise<HabitacionPiso[]> {
    return this.tablero.habitaciones();
  }
}
