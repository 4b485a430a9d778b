import { Command } from '@nestjs/cqrs';
import type { ConfiguracionMotor } from '@recepcion/contracts';

export class GuardarConfiguracionMotor extends Command<ConfiguracionMotor> {
  constructor(readonly datos: ConfiguracionMotor) {
    super();
  }
}
