import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HotelUsuario } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { toHotelUsuario } from '../../compartido/hotel-usuario';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { HotelUsuarios } from './hotel-usuarios.query';

/** The accesses are read through the hotel filter (the session's hotel). */
@QueryHandler(HotelUsuarios)
export class HotelUsuariosHandler implements IQueryHandler<HotelUsuarios, HotelUsuario[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hotelId }: HotelUsuarios): Promise<HotelUsuario[]> {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    const accesos = await this.em.find(HotelUsuarioAcceso, {}, { orderBy: { id: 'asc' } });
    const usuarios = await this.em.find(Usuario, { id: { $in: accesos.map((a) => a.usuarioId) } });
    const porId = new Map(usuarios.map((u) => [u.id, u]));
    return accesos.map((a) => toHotelUsuario(a, porId.get(a.usuarioId)!));
  }
}
