import { Command } from '@nestjs/cqrs';
import type { ResultadoSincronizacion } from '@recepcion/contracts';

/** Pulls imported feed `id` now. */
export class SincronizarCanal extends Command<ResultadoSincronizacion> {
  constructor(readonly id: number) {
    super();
  }
}
