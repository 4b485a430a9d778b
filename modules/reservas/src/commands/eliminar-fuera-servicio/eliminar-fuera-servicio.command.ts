import { Command } from '@nestjs/cqrs';
import type { FueraServicio } from '@recepcion/contracts';

/** Puts the room back in service: its nights are free again. */
export class EliminarFueraServicio extends Command<FueraServicio> {
  constructor(readonly id: number) {
    super();
  }
}
