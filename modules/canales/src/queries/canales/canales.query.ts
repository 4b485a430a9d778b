import { Query } from '@nestjs/cqrs';
import type { Canal } from '@recepcion/contracts';

/** The session hotel's imported feeds, by room then name. */
export class ListarCanales extends Query<Canal[]> {}
