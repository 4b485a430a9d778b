import { Command } from '@nestjs/cqrs';
import type { CierreDia } from '@recepcion/contracts';

/** An administrator reopens the last closed date `fecha`; answers its snapshot and versions with the reopening. */
export class ReabrirDia extends Command<CierreDia> {
  constructor(readonly fecha: string) {
    super();
  }
}
