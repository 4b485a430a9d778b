import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EmpresaHotel } from '@recepcion/contracts';
import { empresaPropia, toEmpresa } from '../../compartido/empresa-propia';
import { ObtenerEmpresa } from './empresa.query';

@QueryHandler(ObtenerEmpresa)
export class ObtenerEmpresaHandler implements IQueryHandler<ObtenerEmpresa, EmpresaHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: ObtenerEmpresa): Promise<EmpresaHotel> {
    return toEmpresa(await empresaPropia(this.em, id));
  }
}
