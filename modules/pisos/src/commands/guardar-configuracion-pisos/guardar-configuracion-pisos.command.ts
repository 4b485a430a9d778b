import { Command } from '@nestjs/cqrs';
import type { ConfiguracionPisos } from '@recepcion/contracts';

/** An administrator turns the hotel's daily service on or off. */
export class GuardarConfiguracionPisos extends Command<ConfiguracionPisos> {
  constructor(readonly datos: ConfiguracionPisos) {
    super();
  }
}
