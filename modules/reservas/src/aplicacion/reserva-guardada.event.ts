import type { IEvent } from '@nestjs/cqrs';

/**
 * In-process, after a reservation command committed its events (never inside the transaction):
 * who follows it (the live channel) sees only committed changes.
 */
export class ReservaGuardada implements IEvent {
  constructor(
    readonly hotelId: number | null,
    readonly reservaId: number,
    readonly version: number,
    readonly metodo: 'insert' | 'update' | 'delete',
  ) {}
}
