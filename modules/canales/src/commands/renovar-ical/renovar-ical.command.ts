import { Command } from '@nestjs/cqrs';
import type { UrlIcal } from '@recepcion/contracts';

/** A new secret address for room `habitacionId`'s feed, or for the feed channel `canalId` reads: the old one answers 404. */
export class RenovarIcal extends Command<UrlIcal> {
  constructor(
    readonly habitacionId: number | null,
    readonly canalId: number | null,
  ) {
    super();
  }
}
