import { Query } from '@nestjs/cqrs';
import type { ResumenGrupo } from '@recepcion/contracts';

/** Each hotel of the session's user, with today's dashboard figures and this month's room revenue. */
export class ResumenDelGrupo extends Query<ResumenGrupo> {}
