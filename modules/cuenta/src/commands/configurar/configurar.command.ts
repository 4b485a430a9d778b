import { Command } from '@nestjs/cqrs';
import type { Configuracion } from '@recepcion/contracts';
import type { ConfigurarDto } from './configurar.dto';

export class ConfigurarHotel extends Command<Configuracion> {
  constructor(readonly datos: ConfigurarDto) {
    super();
  }
}
