import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FilaListadoReservas } from '@recepcion/contracts';
import { DATABASE_CONNECTION, type DatabaseConnection, hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { COLUMNAS_LISTADO, filaListado, type ReservaLeida } from './fila-listado';
import { parametrosListado, WHERE_LISTADO } from './filtro-listado';
import { ListadoReservas } from './listado-reservas.query';

/** Every reservation of the list, with its totals per currency, from the read model. */
@QueryHandler(ListadoReservas)
export class ListadoReservasHandler implements IQueryHandler<ListadoReservas, FilaListadoReservas[]> {
  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
  ) {}

  async execute({ filtro }: ListadoReservas): Promise<FilaListadoReservas[]> {
    const filas = await sqlExecutor(this.em, this.database).query<ReservaLeida>(
      `select ${COLUMNAS_LISTADO} from reserva r where ${WHERE_LISTADO} order by r.check_in, r.id`,
      parametrosListado(hotelDeLaSesion(), filtro),
    );
    return filas.map(filaListado);
  }
}
