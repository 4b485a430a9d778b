import { Query } from '@nestjs/cqrs';
import type { DestinatarioCorreo, TipoDestinatarios } from '@recepcion/contracts';

/** The bulk mail's possible recipients: 'd' each hotel's owner, 't' every user of every hotel. */
export class DestinatariosCorreo extends Query<DestinatarioCorreo[]> {
  constructor(readonly tipo: TipoDestinatarios) {
    super();
  }
}
