import { Query } from '@nestjs/cqrs';
import type { HotelDelUsuario } from '@recepcion/contracts';

/** The hotels the session's user has access to, by name. */
export class HotelesDelUsuario extends Query<HotelDelUsuario[]> {}
