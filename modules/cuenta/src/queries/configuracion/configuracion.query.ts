import { Query } from '@nestjs/cqrs';
import type { Configuracion } from '@recepcion/contracts';

/** The configuration `id` of the session's hotel (the hotel filter scopes the read). */
export class ObtenerConfiguracion extends Query<Configuracion> {
  constructor(readonly id: number) {
    super();
  }
}
