import { Command } from '@nestjs/cqrs';
import type { Canal } from '@recepcion/contracts';

/** Removes imported feed `id`: its stays from today on leave the room, its conflicts and its export address go. */
export class EliminarCanal extends Command<Canal> {
  constructor(readonly id: number) {
    super();
  }
}
