import { Logger } from '@nestjs/common';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EntidadCambiada, ENTIDAD_EN_VIVO_RESERVAS, type ReservaCambiadaEnVivo } from '@recepcion/contracts';
import { ReservaGuardada } from './reserva-guardada.event';

/**
 * Every open calendar and reservation list of the hotel refreshes a saved reservation: live
 * `up` {entidad: 'Reservas', metodo, datos: {Id, Version}}. Errors here never reach a request
 * (the change is committed): they are logged.
 */
@EventsHandler(ReservaGuardada)
export class PublicarReservaEnVivoHandler implements IEventHandler<ReservaGuardada> {
  private readonly logger = new Logger('Reservas');

  constructor(private readonly eventBus: EventBus) {}

  handle({ hotelId, reservaId, version, metodo }: ReservaGuardada): void {
    try {
      const datos: ReservaCambiadaEnVivo = { Id: reservaId, Version: version };
      this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_RESERVAS.reservas, metodo, datos));
    } catch (error) {
      this.logger.error(`No se pudo publicar la reserva ${reservaId} en vivo: ${(error as Error).message}`);
    }
  }
}
