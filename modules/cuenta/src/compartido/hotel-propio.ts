import type { EntityManager } from '@mikro-orm/postgresql';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { Hotel } from '../entities/hotel.entity';

/** `/api/Hoteles` answers a hotel as this. */
export interface HotelRespuesta {
  Id: number;
  Nombre: string;
  EmpresaId: number;
  FechaCreacion: string;
}

export const toHotel = (h: Hotel): HotelRespuesta => ({ Id: h.id, Nombre: h.nombre, EmpresaId: h.empresaId, FechaCreacion: h.creadoEn.toISOString() });

/** The session's hotel; any other id is "not found". */
export async function hotelPropio(em: EntityManager, id: number): Promise<Hotel> {
  if (id !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
  return em.findOneOrFail(Hotel, { id });
}
