import { Query } from '@nestjs/cqrs';
import type { CierreDia } from '@recepcion/contracts';

/** A closed date's latest snapshot, who closed it, its versions and reopenings. */
export class ObtenerCierreDia extends Query<CierreDia> {
  constructor(readonly fecha: string) {
    super();
  }
}
