import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { CambiarHotelDeSesion, type HotelDeSesion, SesionesModificadas } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

/**
 * The published command `CambiarHotelDeSesion` (an operator's support access, checked by the
 * caller): the session row's hotel changes, so the resolver gives the new hotel from the next
 * request on; the hotel it signed in to stays in `hotel_propio_id` until it goes back.
 */
@CommandHandler(CambiarHotelDeSesion)
export class CambiarHotelDeSesionHandler implements ICommandHandler<CambiarHotelDeSesion, HotelDeSesion | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ sessionId, hotelId }: CambiarHotelDeSesion): Promise<HotelDeSesion | null> {
    const sql = sqlExecutor(this.em);
    const [sesion] = await sql.query<{ hotel_id: number; hotel_propio_id: number | null; usuario_id: number }>(
      'select hotel_id, hotel_propio_id, usuario_id from sesion where id_hash = $1',
      [sessionId],
    );
    if (!sesion) return null;
    const propio = sesion.hotel_propio_id ?? sesion.hotel_id;
    const destino = hotelId ?? propio;
    const [hotel] = await sql.query<{ id: number; nombre: string }>('select id, nombre from hotel where id = $1', [destino]);
    if (!hotel) return null;
    await sql.query('update sesion set hotel_id = $1, hotel_propio_id = $2 where id_hash = $3', [destino, destino === propio ? null : propio, sessionId]);
    this.eventBus.publish(new SesionesModificadas([sesion.usuario_id]));
    return { HotelId: hotel.id, NombreHotel: hotel.nombre, HotelPropioId: propio };
  }
}
