import { Command } from '@nestjs/cqrs';

/** Removes the access `id` to the session's hotel and ends that user's sessions in it. Never one's own. */
export class QuitarAccesoUsuario extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
