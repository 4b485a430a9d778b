import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ClienteResumen, type HabitacionResumen, ObtenerCliente, ResolverHabitaciones } from '@recepcion/contracts';
import { Cliente } from '../../clientes/cliente.entity';
import { Habitacion } from '../../habitaciones/habitacion.entity';
import { TipoHabitacion } from '../../habitaciones/tipo-habitacion.entity';

@QueryHandler(ResolverHabitaciones)
export class ResolverHabitacionesHandler implements IQueryHandler<ResolverHabitaciones, HabitacionResumen[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: ResolverHabitaciones): Promise<HabitacionResumen[]> {
    if (ids.length === 0) return [];
    const habitaciones = await this.em.find(Habitacion, { id: { $in: ids } });
    const tipos = new Map((await this.em.find(TipoHabitacion, { id: { $in: habitaciones.map((h) => h.tipoHabitacionId) } })).map((t) => [t.id, t]));
    return habitaciones.map((h) => ({
      Id: h.id, Nombre: h.nombre, TipoHabitacionId: h.tipoHabitacionId, TipoHabitacionNombre: tipos.get(h.tipoHabitacionId)?.nombre ?? '',
      CantidadPasajerosPredeterminado: tipos.get(h.tipoHabitacionId)?.cantidadPasajerosPredeterminado ?? 1,
      CantidadPasajerosMaximo: tipos.get(h.tipoHabitacionId)?.cantidadPasajeros,
    }));
  }
}

@QueryHandler(ObtenerCliente)
export class ObtenerClienteHandler implements IQueryHandler<ObtenerCliente, ClienteResumen | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clienteId }: ObtenerCliente): Promise<ClienteResumen | null> {
    const c = await this.em.findOne(Cliente, { id: clienteId });
    return c ? { Id: c.id, Nombre: c.nombre } : null;
  }
}
