import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EstadoCierres } from '@recepcion/contracts';
import { hoyDelHotel } from '@recepcion/platform';
import { Cierres } from '../../aplicacion/cierres';
import { proximaFecha } from '../../domain/cierre.decider';
import { ObtenerEstadoCierres } from './estado-cierres.query';

@QueryHandler(ObtenerEstadoCierres)
export class EstadoCierresHandler implements IQueryHandler<ObtenerEstadoCierres, EstadoCierres> {
  constructor(private readonly cierres: Cierres) {}

  async execute(): Promise<EstadoCierres> {
    const hoy = hoyDelHotel();
    const [estado, reabiertas] = await Promise.all([this.cierres.estado(), this.cierres.reabiertas()]);
    return { CerradoHasta: estado.cerradoHasta, PrimeraFecha: estado.primeraFecha, ProximaFecha: proximaFecha(hoy, estado), Hoy: hoy, Reabiertas: reabiertas };
  }
}
