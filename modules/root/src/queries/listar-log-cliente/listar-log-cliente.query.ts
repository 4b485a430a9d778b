import { Query } from '@nestjs/cqrs';
import type { LogEntry } from '@recepcion/contracts';

export class ListarLogCliente extends Query<LogEntry[]> {
  constructor(readonly limite = 500) {
    super();
  }
}
