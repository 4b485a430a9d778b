import { Command } from '@nestjs/cqrs';
import type { FueraServicio, FueraServicioCuerpo } from '@recepcion/contracts';

/** Takes a room out of order for some nights, with its reason. */
export class GuardarFueraServicio extends Command<FueraServicio> {
  constructor(readonly datos: FueraServicioCuerpo) {
    super();
  }
}
