import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CrearReservaExterna, type ReservaDetalle } from '@recepcion/contracts';
import { CrearReserva } from '../crear-reserva/crear-reserva.command';

/** Another module's booking (the booking page): the front desk's create, marked with its origin. */
@CommandHandler(CrearReservaExterna)
export class CrearReservaExternaHandler implements ICommandHandler<CrearReservaExterna, ReservaDetalle> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ cuerpo, origen, idempotencia }: CrearReservaExterna): Promise<ReservaDetalle> {
    return this.commandBus.execute(new CrearReserva(cuerpo, idempotencia, origen));
  }
}
