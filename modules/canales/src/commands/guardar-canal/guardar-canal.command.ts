import { Command } from '@nestjs/cqrs';
import type { Canal, CanalCuerpo } from '@recepcion/contracts';

/** Adds an imported feed (`id` null) or changes feed `id`. */
export class GuardarCanal extends Command<Canal> {
  constructor(
    readonly id: number | null,
    readonly datos: CanalCuerpo,
  ) {
    super();
  }
}
