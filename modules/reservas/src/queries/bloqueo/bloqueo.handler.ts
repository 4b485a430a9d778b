import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BloqueoHabitacion } from '@recepcion/contracts';
import { aJson, buscarBloqueo } from '../../bloqueos/bloqueos.compartido';
import { ObtenerBloqueo } from './bloqueo.query';

@QueryHandler(ObtenerBloqueo)
export class ObtenerBloqueoHandler implements IQueryHandler<ObtenerBloqueo, BloqueoHabitacion> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: ObtenerBloqueo): Promise<BloqueoHabitacion> {
    return aJson(await buscarBloqueo(this.em, id));
  }
}
