import { Query } from '@nestjs/cqrs';
import type { ConflictoCanal } from '@recepcion/contracts';

/** The session hotel's open conflicts with channels, first night first. */
export class ConflictosCanales extends Query<ConflictoCanal[]> {}
