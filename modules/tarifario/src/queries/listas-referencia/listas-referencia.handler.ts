import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ListasReferencia, ListasReferenciaTarifario } from '@recepcion/contracts';
import { listarDefinicion } from '@recepcion/platform';
import { definicionFormasPago } from '../../formas-pago/formas-pago.crud';
import { definicionTipoImpuestos } from '../../impuestos/tipo-impuestos.crud';
import { definicionHotelMonedas } from '../../monedas/hotel-monedas.crud';
import { definicionTemporadas } from '../../temporadas/temporadas.crud';
import { Moneda } from '../../monedas/moneda.entity';
import { toMonedaResumen } from '../obtener-moneda/obtener-moneda.handler';

/** This module's part of the live channel's reference lists, for the session's hotel. */
@QueryHandler(ListasReferenciaTarifario)
export class ListasReferenciaTarifarioHandler implements IQueryHandler<ListasReferenciaTarifario, ListasReferencia> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ListasReferencia> {
    return {
      Monedas: (await this.em.find(Moneda, {}, { orderBy: { nombre: 'asc' } })).map(toMonedaResumen),
      // Beyond the spec's twelve: the hotel's own currencies, what reception prices and charges in.
      HotelMonedas: await listarDefinicion(definicionHotelMonedas, this.em),
      FormasPago: await listarDefinicion(definicionFormasPago, this.em),
      TipoImpuestos: await listarDefinicion(definicionTipoImpuestos, this.em),
      Temporadas: await listarDefinicion(definicionTemporadas, this.em),
    };
  }
}
