import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LogEntry } from '@recepcion/contracts';
import { LogCliente } from '../../log-cliente/log-cliente.entity';
import { ListarLogCliente } from './listar-log-cliente.query';

export function toLogEntry(e: LogCliente): LogEntry {
  return {
    Id: e.id,
    Tag: e.tag ?? null,
    Message: e.message,
    Category: e.category ?? null,
    Url: e.url ?? null,
    HotelIdClient: e.hotelIdClient ?? null,
    UserIdClient: e.userIdClient ?? null,
    VersionClient: e.versionClient ?? null,
    VersionBackend: e.versionBackend,
    Navegador: e.navegador ?? null,
    SistemaOperativo: e.sistemaOperativo ?? null,
    LastClick: e.lastClick ?? null,
    LineNumber: e.lineNumber ?? null,
    ColumnNumber: e.columnNumber ?? null,
    StackTrace: e.stackTrace ?? null,
    UserAgent: e.userAgent ?? null,
    CreatedAt: e.createdAt.toISOString(),
  };
}

@QueryHandler(ListarLogCliente)
export class ListarLogClienteHandler implements IQueryHandler<ListarLogCliente> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limite }: ListarLogCliente): Promise<LogEntry[]> {
    const entradas = await this.em.fork().find(LogCliente, {}, { orderBy: { id: 'desc' }, limit: limite });
    return entradas.map(toLogEntry);
  }
}
