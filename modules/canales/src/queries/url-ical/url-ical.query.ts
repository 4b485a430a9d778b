import { Query } from '@nestjs/cqrs';
import type { UrlIcal } from '@recepcion/contracts';

/** The address of room `habitacionId`'s feed, or of the feed channel `canalId` reads (made on first ask). */
export class UrlIcalDe extends Query<UrlIcal> {
  constructor(
    readonly habitacionId: number | null,
    readonly canalId: number | null,
  ) {
    super();
  }
}
