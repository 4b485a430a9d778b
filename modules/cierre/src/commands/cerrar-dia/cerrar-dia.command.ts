import { Command } from '@nestjs/cqrs';
import type { CierreDia } from '@recepcion/contracts';

/** An administrator closes business date `fecha`; answers its snapshot (again, if it was closed already). */
export class CerrarDia extends Command<CierreDia> {
  constructor(readonly fecha: string) {
    super();
  }
}
