import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CeldaMovida, MoverCeldaReserva } from '@recepcion/contracts';
import { ReglaNegocioError } from '@recepcion/platform';
import { MENSAJES_RESERVA } from '../domain/reserva.types';
import { PreciadorLineas } from './preciador-lineas';
import { ReservasService } from './reservas.service';

/**
 * The calendar's drag and edge drag: one room line to new dates (and maybe another room), re-priced,
 * through the decider and the occupancy guard. A refusal changes nothing and answers `resultado: false`.
 */
@CommandHandler(MoverCeldaReserva)
export class MoverCeldaReservaHandler implements ICommandHandler<MoverCeldaReserva, CeldaMovida> {
  constructor(
    private readonly reservas: ReservasService,
    private readonly preciador: PreciadorLineas,
  ) {}

  async execute({ reservaId, lineaId, cambio, redimensionar }: MoverCeldaReserva): Promise<CeldaMovida> {
    try {
      const reserva = await this.reservas.ejecutar(reservaId, async ({ estado }) => {
        const linea = estado.existe ? estado.habitaciones.find((l) => l.Id === lineaId) : undefined;
        if (!estado.existe || !linea) throw new ReglaNegocioError(MENSAJES_RESERVA.lineaNoExiste);
        if (cambio.CheckOut <= cambio.CheckIn) throw new ReglaNegocioError(MENSAJES_RESERVA.minimoUnaNoche);
        const movida = await this.preciador.reubicar(estado.general, linea, cambio);
        return redimensionar ? { type: 'RedimensionarEstadia', data: { linea: movida } } : { type: 'TrasladarReserva', data: { linea: movida } };
      });
      return { resultado: true, reserva };
    } catch (error) {
      if (error instanceof ReglaNegocioError) return { resultado: false, Message: error.message };
      throw error;
    }
  }
}
