import { Query } from '@nestjs/cqrs';
import type { InvitacionEnviada } from '@recepcion/contracts';

/** The invitations the session's hotel sent that still wait for their person. */
export class InvitacionesEnviadas extends Query<InvitacionEnviada[]> {}
