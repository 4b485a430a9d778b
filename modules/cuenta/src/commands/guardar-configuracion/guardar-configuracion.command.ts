import { Command } from '@nestjs/cqrs';
import type { Configuracion } from '@recepcion/contracts';
import type { ConfiguracionDto } from './guardar-configuracion.dto';

/**
 * Updates the configuration of the session's hotel: `id` from `PUT /{id}`, or null for the POST,
 * which updates the hotel's only one. `Configurado` changes only by setup.
 */
export class GuardarConfiguracion extends Command<Configuracion> {
  constructor(
    readonly id: number | null,
    readonly datos: ConfiguracionDto,
  ) {
    super();
  }
}
