import { Query } from '@nestjs/cqrs';
import type { InvitacionPorEnlace } from '@recepcion/contracts';

/** The invitation a mailed link carries, for its page. */
export class InvitacionDelEnlace extends Query<InvitacionPorEnlace> {
  constructor(readonly token: string) {
    super();
  }
}
