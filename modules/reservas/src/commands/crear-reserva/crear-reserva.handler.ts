import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservaDetalle } from '@recepcion/contracts';
import { hotelDeLaSesion } from '@recepcion/platform';
import { prepararReserva } from '../../aplicacion/preciador-lineas';
import { idsDelCuerpo, ReferenciasReserva } from '../../aplicacion/referencias-reserva';
import { claveIdempotencia, ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { CrearReserva } from './crear-reserva.command';

/**
 * Names and prices the lines from the hotel's cached references (before any transaction), then
 * creates the reservation in one transaction. A retry with the same Idempotency-Key after the
 * first one committed answers the first one's reservation; the key with another body (`huella`), 422.
 */
@CommandHandler(CrearReserva)
export class CrearReservaHandler implements ICommandHandler<CrearReserva, ReservaDetalle> {
  constructor(
    private readonly reservas: ReservaRepository,
    private readonly referencias: ReferenciasReserva,
  ) {}

  async execute({ datos, idempotencia, origen, huella }: CrearReserva): Promise<ReservaDetalle> {
    const hotelId = hotelDeLaSesion();
    const { general, habitaciones, condiciones } = prepararReserva(datos, await this.referencias.enCache(idsDelCuerpo(datos)), [], origen);
    return this.reservas.crear(
      habitaciones.map((l) => l.HabitacionId),
      (id) => decide({ type: 'CrearReserva', data: { id, hotelId, estadoId: datos.EstadoId, general, habitaciones, condiciones } }, { existe: false }),
      claveIdempotencia(idempotencia),
      huella,
    );
  }
}
