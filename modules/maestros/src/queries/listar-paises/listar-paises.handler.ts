import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListarPaises } from '@recepcion/contracts';
import { Pais } from '../../paises/pais.entity';

/** Countries by name, for forms of other modules (the booking page's). */
@QueryHandler(ListarPaises)
export class ListarPaisesHandler implements IQueryHandler<ListarPaises, { Id: number; Nombre: string }[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ Id: number; Nombre: string }[]> {
    const paises = await this.em.find(Pais, {}, { orderBy: { nombre: 'asc' } });
    return paises.map((p) => ({ Id: p.id, Nombre: p.nombre }));
  }
}
