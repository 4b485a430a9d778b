import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AnularReservaExterna, type ReservaDetalle } from '@recepcion/contracts';
import { AnularReserva } from '../anular-reserva/anular-reserva.command';

/** A cancellation another module asks for (a guest on the booking page): the front desk's cancel, with its reason. */
@CommandHandler(AnularReservaExterna)
export class AnularReservaExternaHandler implements ICommandHandler<AnularReservaExterna, ReservaDetalle> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ reservaId, motivo }: AnularReservaExterna): Promise<ReservaDetalle> {
    return this.commandBus.execute(new AnularReserva(reservaId, motivo));
  }
}
