import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CierreDia } from '@recepcion/contracts';
import { Cierres } from '../../aplicacion/cierres';
import { CerrarDia } from './cerrar-dia.command';

@CommandHandler(CerrarDia)
export class CerrarDiaHandler implements ICommandHandler<CerrarDia, CierreDia> {
  constructor(private readonly cierres: Cierres) {}

  execute({ fecha }: CerrarDia): Promise<CierreDia> {
    return this.cierres.cerrar(fecha);
  }
}
