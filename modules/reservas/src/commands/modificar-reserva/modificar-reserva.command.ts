import { Command } from '@nestjs/cqrs';
import type { ModificarReservaCuerpo, ReservaDetalle } from '@recepcion/contracts';

/** The full edit: general data, rooms and, when given, charges, payments and guests. */
export class ModificarReserva extends Command<ReservaDetalle> {
  constructor(
    readonly id: number,
    readonly datos: ModificarReservaCuerpo,
    /** The version the edit was made on; another one answers 409. */
    readonly versionEsperada?: number,
    readonly idempotencia?: string,
    /** With `idempotencia`: the request's digest (`huellaDeSolicitud`); the same key with another one answers 422. */
    readonly huella?: string,
  ) {
    super();
  }
}
