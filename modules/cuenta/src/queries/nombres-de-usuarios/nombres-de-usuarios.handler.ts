import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NombresDeUsuarios } from '@recepcion/contracts';
import { Usuario } from '../../entities/usuario.entity';

/** User id → name (users are not a hotel's rows: the caller shows only ids its own events carry). */
@QueryHandler(NombresDeUsuarios)
export class NombresDeUsuariosHandler implements IQueryHandler<NombresDeUsuarios, Record<number, string>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: NombresDeUsuarios): Promise<Record<number, string>> {
    if (ids.length === 0) return {};
    const usuarios = await this.em.find(Usuario, { id: { $in: [...new Set(ids)] } });
    return Object.fromEntries(usuarios.map((u) => [u.id, u.nombre]));
  }
}
