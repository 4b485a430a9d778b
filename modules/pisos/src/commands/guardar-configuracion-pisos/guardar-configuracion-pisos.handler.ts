import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConfiguracionPisos } from '@recepcion/contracts';
import { hotelDeLaSesion, hoyDelHotel, sqlExecutor } from '@recepcion/platform';
import { guardarServicioDiario } from '../../aplicacion/configuracion-pisos.sql';
import { GuardarConfiguracionPisos } from './guardar-configuracion-pisos.command';

@CommandHandler(GuardarConfiguracionPisos)
export class GuardarConfiguracionPisosHandler implements ICommandHandler<GuardarConfiguracionPisos, ConfiguracionPisos> {
  constructor(private readonly em: EntityManager) {}

  async execute({ datos }: GuardarConfiguracionPisos): Promise<ConfiguracionPisos> {
    const hoy = hoyDelHotel();
    await guardarServicioDiario(sqlExecutor(this.em), hotelDeLaSesion(), datos.ServicioDiario, hoy);
    return { ServicioDiario: datos.ServicioDiario };
  }
}
