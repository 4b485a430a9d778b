import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ServiciosExistentes } from '@recepcion/contracts';
import { TIPO_SERVICIO } from '@recepcion/domain';
import { Cargo } from '../../cargos/cargo.entity';
import { TipoHabitacion } from '../../habitaciones/tipo-habitacion.entity';
import { Regimen } from '../../regimenes/regimen.entity';

const ENTIDAD_POR_TIPO = { [TIPO_SERVICIO.tipoHabitacion]: TipoHabitacion, [TIPO_SERVICIO.regimen]: Regimen, [TIPO_SERVICIO.cargo]: Cargo } as const;

/** The ids among those asked that name a service of that kind in the session's hotel. */
@QueryHandler(ServiciosExistentes)
export class ServiciosExistentesHandler implements IQueryHandler<ServiciosExistentes, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tipoServicioId, ids }: ServiciosExistentes): Promise<number[]> {
    const entidad = ENTIDAD_POR_TIPO[tipoServicioId as keyof typeof ENTIDAD_POR_TIPO];
    if (!entidad || ids.length === 0) return [];
    const filas: { id: number }[] = await this.em.find(entidad as typeof Regimen, { id: { $in: ids } }, { fields: ['id'] });
    return filas.map((f) => f.id);
  }
}
