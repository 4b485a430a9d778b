import { Query } from '@nestjs/cqrs';
import type { UltimaReservaFila } from '@recepcion/contracts';

/** Each hotel's latest reservation activity, the most recent first (hotels without reservations last). */
export class UltimasReservas extends Query<UltimaReservaFila[]> {}
