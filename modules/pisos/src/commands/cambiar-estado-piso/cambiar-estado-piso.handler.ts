import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HabitacionPiso } from '@recepcion/contracts';
import { NoEncontradoError } from '@recepcion/platform';
import { CambiosDePiso } from '../../aplicacion/cambios-de-piso';
import { Tablero } from '../../aplicacion/tablero';
import { CambiarEstadoPiso } from './cambiar-estado-piso.command';

@CommandHandler(CambiarEstadoPiso)
export class CambiarEstadoPisoHandler implements ICommandHandler<CambiarEstadoPiso, HabitacionPiso> {
  constructor(
    private readonly cambios: CambiosDePiso,
    private readonly tablero: Tablero,
  ) {}

  async execute({ habitacionId, estado }: CambiarEstadoPiso): Promise<HabitacionPiso> {
    // Another hotel's room is not on this board: not found, nothing recorded.
    if ((await this.tablero.habitaciones(habitacionId)).length === 0) throw new NoEncontradoError('habitación');
    await this.cambios.cambiar(habitacionId, estado, 'manual');
    const [habitacion] = await this.tablero.habitaciones(habitacionId);
    return habitacion;
  }
}
