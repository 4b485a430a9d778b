import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AnularReservaExterna, MENSAJES_MOTOR as M, MOTIVO_ANULACION_HUESPED, type ReservaWebDetalle } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { hoyDelHotel, NoEncontradoError, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { AvisosDeReservaWeb } from '../../aplicacion/avisos-de-reserva-web';
import { comoHotel } from '../../aplicacion/como-hotel';
import { reservaYHotel } from '../../aplicacion/hotel-de-reserva';
import { detalleWeb } from '../../aplicacion/reservas-web';
import { AnularReservaWeb } from './anular-reserva-web.command';

/** Through reservas' own cancel (its nights free at once, the calendar and reports follow), reason «Anulada por el huésped». */
@CommandHandler(AnularReservaWeb)
export class AnularReservaWebHandler implements ICommandHandler<AnularReservaWeb, ReservaWebDetalle> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly avisos: AvisosDeReservaWeb,
  ) {}

  async execute({ token }: AnularReservaWeb): Promise<ReservaWebDetalle> {
    const tx = sqlExecutor(this.em);
    const { fila, hotel } = await reservaYHotel(tx, this.queryBus, token);
    return comoHotel(this.queryBus, fila.hotel_id, async () => {
      const hoy = hoyDelHotel();
      const antes = await detalleWeb(this.queryBus, fila, hotel, hoy);
      if (!antes) throw new NoEncontradoError('reserva');
      if (antes.EstadoId === 4) throw new ReglaNegocioError(M.yaAnulada);
      if (!antes.PuedeAnular) throw new ReglaNegocioError(M.fueraDePlazo(formatearFecha(antes.AnularHasta)));
      await this.commandBus.execute(new AnularReservaExterna(fila.reserva_id, MOTIVO_ANULACION_HUESPED));
      await this.avisos.anulada(antes.Codigo, fila);
      return (await detalleWeb(this.queryBus, fila, hotel, hoy))!;
    });
  }
}
