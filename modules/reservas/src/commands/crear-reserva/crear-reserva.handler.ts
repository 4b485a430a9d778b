import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';
import { hotelDeLaSesion } from '@recepcion/platform';
import { prepararReserva } from '../../aplicacion/preciador-lineas';
import { idsDelCuerpo, ReferenciasReserva } from '../../aplicacion/referencias-reserva';
import { claveIdempotencia, ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { CrearReserva } from './crear-reserva.command';

@CommandHandler(CrearReserva)
export class CrearReservaHandler implements ICommandHandler<CrearReserva, ReservaDetalle> {
  constructor(
    private readonly reservas: ReservaRepository,
    private readonly referencias: ReferenciasReserva,
  ) {}

  async execute({ datos, idempotencia }: CrearReserva): Promise<ReservaDetalle> {
    const commandId = claveIdempotencia(idempotencia);
    // A retry after the first one committed: the same reservation, no new id taken.
    const previa = await this.reservas.escrita(commandId);
    if (previa) return previa;
    const id = await this.reservas.nuevoId();
    return this.reservas.ejecutar(
      id,
      async ({ estado }) => {
        const { general, habitaciones, condiciones } = prepararReserva(datos, await this.referencias.resolver(idsDelCuerpo(datos)));
        return decide({ type: 'CrearReserva', data: { id, hotelId: hotelDeLaSesion(), estadoId: datos.EstadoId, general, habitaciones, condiciones } }, estado);
      },
      { nueva: true, commandId },
    );
  }
}
