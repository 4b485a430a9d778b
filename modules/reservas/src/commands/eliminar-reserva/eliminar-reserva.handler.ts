import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';
import { ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { EliminarReserva } from './eliminar-reserva.command';

@CommandHandler(EliminarReserva)
export class EliminarReservaHandler implements ICommandHandler<EliminarReserva, ReservaDetalle> {
  constructor(private readonly reservas: ReservaRepository) {}

  execute({ id }: EliminarReserva): Promise<ReservaDetalle> {
    return this.reservas.ejecutar(id, async ({ estado }) => decide({ type: 'EliminarReserva', data: {} }, estado));
  }
}
