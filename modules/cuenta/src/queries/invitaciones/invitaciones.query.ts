import { Query } from '@nestjs/cqrs';
import type { InvitacionHotel } from '@recepcion/contracts';

/** The invitations waiting for the signed-in user's e-mail. */
export class Invitaciones extends Query<InvitacionHotel[]> {}
