import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListarPaises, type PaisDelFormulario } from '@recepcion/contracts';
import { Pais } from '../../paises/pais.entity';

/** Countries by name, for forms of other modules (the booking page's). */
@QueryHandler(ListarPaises)
export class ListarPaisesHandler implements IQueryHandler<ListarPaises, PaisDelFormulario[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PaisDelFormulario[]> {
    const paises = await this.em.find(Pais, {}, { orderBy: { nombre: 'asc' } });
    return paises.map((p) => ({ Id: p.id, Nombre: p.nombre, Iso: p.iso ?? null }));
  }
}
