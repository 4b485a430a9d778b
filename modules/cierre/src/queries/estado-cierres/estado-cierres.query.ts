import { Query } from '@nestjs/cqrs';
import type { EstadoCierres } from '@recepcion/contracts';

/** Where the hotel's closes stand and which date closes next. */
export class ObtenerEstadoCierres extends Query<EstadoCierres> {}
