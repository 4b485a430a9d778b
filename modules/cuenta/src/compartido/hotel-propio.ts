import type { EntityManager } from '@mikro-orm/postgresql';
import type { HotelRespuesta } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { Hotel } from '../entities/hotel.entity';

export type { HotelRespuesta };

export const toHotel = (h: Hotel): HotelRespuesta => ({ Id: h.id, Nombre: h.nombre, EmpresaId: h.empresaId, FechaCreacion: h.creadoEn.toISOString() });

/** The session's hotel; any other id is "not found". */
export async function hotelPropio(em: EntityManager, id: number): Promise<Hotel> {
  if (id !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
  return em.findOneOrFail(Hotel, { id });
}
