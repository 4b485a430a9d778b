import { Command } from '@nestjs/cqrs';

/** Dismisses conflict `id` by hand: it stays closed while the external event keeps its dates. */
export class DescartarConflicto extends Command<{ Id: number }> {
  constructor(readonly id: number) {
    super();
  }
}
