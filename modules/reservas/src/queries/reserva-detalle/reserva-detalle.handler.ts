import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ObtenerReservaDetalle, type ReservaDetalle } from '@recepcion/contracts';
import { NoEncontradoError } from '@recepcion/platform';
import { ObtenerReserva } from '../reserva/reserva.query';

/** The reservation for another module (the guest's page), or null when the session's hotel has no such one. */
@QueryHandler(ObtenerReservaDetalle)
export class ReservaDetalleHandler implements IQueryHandler<ObtenerReservaDetalle, ReservaDetalle | null> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ reservaId }: ObtenerReservaDetalle): Promise<ReservaDetalle | null> {
    try {
      return await this.queryBus.execute(new ObtenerReserva(reservaId));
    } catch (error) {
      if (error instanceof NoEncontradoError) return null;
      throw error;
    }
  }
}
