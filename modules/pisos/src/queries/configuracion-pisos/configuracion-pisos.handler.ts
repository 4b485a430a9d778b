import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ConfiguracionPisos } from '@recepcion/contracts';
import { hotelDeLaSesion, sqlExecutor } from '@recepcion/platform';
import { leerConfiguracionPisos } from '../../aplicacion/configuracion-pisos.sql';
import { ObtenerConfiguracionPisos } from './configuracion-pisos.query';

@QueryHandler(ObtenerConfiguracionPisos)
export class ConfiguracionPisosHandler implements IQueryHandler<ObtenerConfiguracionPisos, ConfiguracionPisos> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ConfiguracionPisos> {
    const config = await leerConfiguracionPisos(sqlExecutor(this.em), hotelDeLaSesion());
    return { ServicioDiario: config?.servicioDiario ?? false };
  }
}
