import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CierreDia } from '@recepcion/contracts';
import { Cierres } from '../../aplicacion/cierres';
import { ObtenerCierreDia } from './cierre-dia.query';

@QueryHandler(ObtenerCierreDia)
export class CierreDiaHandler implements IQueryHandler<ObtenerCierreDia, CierreDia> {
  constructor(private readonly cierres: Cierres) {}

  execute({ fecha }: ObtenerCierreDia): Promise<CierreDia> {
    return this.cierres.leer(fecha);
  }
}
