import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ResidenciaCliente, ResidenciasDeClientes } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';

/** The published query `ResidenciasDeClientes` (the reports): one statement, whatever the number of ids. */
@QueryHandler(ResidenciasDeClientes)
export class ResidenciasClientesHandler implements IQueryHandler<ResidenciasDeClientes, ResidenciaCliente[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clienteIds }: ResidenciasDeClientes): Promise<ResidenciaCliente[]> {
    if (clienteIds.length === 0) return [];
    return sqlExecutor(this.em).query<ResidenciaCliente>(
      `select c.id as "Id", c.nombre as "Nombre", c.giro_id as "GiroId", c.pais_id as "PaisId", coalesce(p.nombre, '') as "PaisNombre", c.ciudad as "Ciudad"
         from cliente c left join pais p on p.id = c.pais_id
        where c.hotel_id = $1 and c.id = any($2::int[])`,
      [hotelDeLaSesion(), `{${clienteIds.join(',')}}`],
    );
  }
}
