import { Query } from '@nestjs/cqrs';
import type { LogEntry } from '@recepcion/contracts';

export interface FiltroLogCliente {
  desde?: string;
  hasta?: string;
  hotel?: number;
  texto?: string;
  pagina?: number;
  tamano?: number;
}

/** The client error log, newest first, filtered and paged. */
export class ListarLogCliente extends Query<{ entradas: LogEntry[]; total: number }> {
  constructor(readonly filtro: FiltroLogCliente = {}) {
    super();
  }
}
