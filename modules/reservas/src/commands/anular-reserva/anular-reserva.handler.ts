import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';
import { ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { AnularReserva } from './anular-reserva.command';

@CommandHandler(AnularReserva)
export class AnularReservaHandler implements ICommandHandler<AnularReserva, ReservaDetalle> {
  constructor(private readonly reservas: ReservaRepository) {}

  execute({ id, motivo }: AnularReserva): Promise<ReservaDetalle> {
    return this.reservas.ejecutar(id, async ({ estado }) => decide({ type: 'AnularReserva', data: { motivo } }, estado));
  }
}
