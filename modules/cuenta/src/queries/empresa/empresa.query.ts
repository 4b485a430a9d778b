import { Query } from '@nestjs/cqrs';
import type { EmpresaHotel } from '@recepcion/contracts';

/** The company of the session's hotel; any other id is "not found". */
export class ObtenerEmpresa extends Query<EmpresaHotel> {
  constructor(readonly id: number) {
    super();
  }
}
