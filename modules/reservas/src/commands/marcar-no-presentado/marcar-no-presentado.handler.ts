import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MarcarNoPresentado, type ReservaDetalle } from '@recepcion/contracts';
import { hoyDelHotel } from '@recepcion/platform';
import { ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';

@CommandHandler(MarcarNoPresentado)
export class MarcarNoPresentadoHandler implements ICommandHandler<MarcarNoPresentado, ReservaDetalle> {
  constructor(private readonly reservas: ReservaRepository) {}

  execute({ id }: MarcarNoPresentado): Promise<ReservaDetalle> {
    const hoy = hoyDelHotel();
    return this.reservas.ejecutar(id, async ({ estado }) => decide({ type: 'MarcarNoPresentado', data: { hoy } }, estado));
  }
}
