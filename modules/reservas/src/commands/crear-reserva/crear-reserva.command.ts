import { Command } from '@nestjs/cqrs';
import type { CrearReservaCuerpo, ReservaDetalle } from '@recepcion/contracts';

/** Creates a reservation from the wizard's data, in status `EstadoId` (default Sin confirmar). */
export class CrearReserva extends Command<ReservaDetalle> {
  constructor(
    readonly datos: CrearReservaCuerpo,
    /** The request's Idempotency-Key: a retry answers the reservation the first one created. */
    readonly idempotencia?: string,
    /** Where it came from when not the front desk («Web»). */
    readonly origen?: string,
    /** With `idempotencia`: the request's digest (`huellaDeSolicitud`); the same key with another one answers 422. */
    readonly huella?: string,
  ) {
    super();
  }
}
