import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CierreDia } from '@recepcion/contracts';
import { Cierres } from '../../aplicacion/cierres';
import { ReabrirDia } from './reabrir-dia.command';

@CommandHandler(ReabrirDia)
export class ReabrirDiaHandler implements ICommandHandler<ReabrirDia, CierreDia> {
  constructor(private readonly cierres: Cierres) {}

  execute({ fecha }: ReabrirDia): Promise<CierreDia> {
    return this.cierres.reabrir(fecha);
  }
}
