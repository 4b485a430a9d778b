import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ListasReferencia, ListasReferenciaMaestros } from '@recepcion/contracts';
import { listarDefinicion } from '@recepcion/platform';
import { definicionCargos } from '../../cargos/cargos.crud';
import { Cliente } from '../../clientes/cliente.entity';
import { aItemCliente } from '../../clientes/clientes.crud';
import { GIRO_PARTICULAR } from '../../clientes/giros';
import { definicionGruposServicio } from '../../grupos-servicio/grupos-servicio.crud';
import { definicionHabitaciones } from '../../habitaciones/habitaciones.crud';
import { definicionTiposHabitacion } from '../../habitaciones/tipos-habitacion.crud';
import { Pais } from '../../paises/pais.entity';
import { definicionRegimenes } from '../../regimenes/regimenes.crud';
import { toPaisResumen } from '../obtener-pais/obtener-pais.handler';

const TOP = 50;

/** This module's part of the live channel's reference lists, for the session's hotel. */
@QueryHandler(ListasReferenciaMaestros)
export class ListasReferenciaMaestrosHandler implements IQueryHandler<ListasReferenciaMaestros, ListasReferencia> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ListasReferencia> {
    return {
      TiposHabitacion: await listarDefinicion(definicionTiposHabitacion, this.em),
      Habitaciones: await listarDefinicion(definicionHabitaciones, this.em),
      Cargos: await listarDefinicion(definicionCargos, this.em),
      Regimenes: await listarDefinicion(definicionRegimenes, this.em),
      GruposServicio: await listarDefinicion(definicionGruposServicio, this.em),
      Paises: (await this.em.find(Pais, {}, { orderBy: { nombre: 'asc' } })).map(toPaisResumen),
      // Until reservations exist to rank them by use, the most recent ones are the "top" ones.
      TopClientes: await this.recientes({}),
      TopPasajeros: await this.recientes({ giroId: GIRO_PARTICULAR }),
    };
  }

  private async recientes(donde: { giroId?: number }) {
    const clientes = await this.em.find(Cliente, donde, { orderBy: { id: 'desc' }, limit: TOP });
    return clientes.map(aItemCliente);
  }
}
