import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Configuracion } from '@recepcion/contracts';
import { NoEncontradoError } from '@recepcion/platform';
import { toConfiguracionConClave } from '../../compartido/configuracion-con-clave';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { ObtenerConfiguracion } from './configuracion.query';

@QueryHandler(ObtenerConfiguracion)
export class ObtenerConfiguracionHandler implements IQueryHandler<ObtenerConfiguracion, Configuracion> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: ObtenerConfiguracion): Promise<Configuracion> {
    const configuracion = await this.em.findOne(ConfiguracionHotel, { id });
    if (!configuracion) throw new NoEncontradoError('configuración');
    return toConfiguracionConClave(configuracion);
  }
}
