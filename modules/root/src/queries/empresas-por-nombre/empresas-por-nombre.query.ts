import { Query } from '@nestjs/cqrs';
import type { EmpresaRoot } from '@recepcion/contracts';

/** Companies (the owners of hotels) by name, ignoring case and accents. */
export class EmpresasPorNombre extends Query<EmpresaRoot[]> {
  constructor(readonly texto: string) {
    super();
  }
}
