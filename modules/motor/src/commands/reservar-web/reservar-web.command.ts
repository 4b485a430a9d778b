import { Command } from '@nestjs/cqrs';
import type { ReservaWebCuerpo, ReservaWebRespuesta } from '@recepcion/contracts';

/** A guest books on the hotel's page `slug`; `idempotencia` makes a retry answer the first booking. */
export class ReservarWeb extends Command<ReservaWebRespuesta> {
  constructor(
    readonly slug: string,
    readonly datos: ReservaWebCuerpo,
    readonly idempotencia: string | null,
  ) {
    super();
  }
}
