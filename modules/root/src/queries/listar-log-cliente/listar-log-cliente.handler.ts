import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LogEntry } from '@recepcion/contracts';
import { diaIso, isoDesdeDia } from '@recepcion/domain';
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

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(ListarLogCliente)
export class ListarLogClienteHandler implements IQueryHandler<ListarLogCliente> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filtro }: ListarLogCliente): Promise<{ entradas: LogEntry[]; total: number }> {
    const y: FilterQuery<LogCliente>[] = [];
    if (filtro.desde) y.push({ createdAt: { $gte: new Date(`${filtro.desde}T00:00:00Z`) } });
    if (filtro.hasta) y.push({ createdAt: { $lt: new Date(`${isoDesdeDia(diaIso(filtro.hasta) + 1)}T00:00:00Z`) } });
    if (filtro.hotel) y.push({ $or: [{ sessionHotelId: filtro.hotel }, { hotelIdClient: String(filtro.hotel) }] });
    const texto = filtro.texto?.trim();
    if (texto) {
      const patron = `%${escaparLike(texto)}%`;
      y.push({ $or: [{ message: { $ilike: patron } }, { tag: { $ilike: patron } }, { category: { $ilike: patron } }, { url: { $ilike: patron } }, { stackTrace: { $ilike: patron } }] });
    }
    const tamano = filtro.tamano ?? 500;
    const [entradas, total] = await this.em
      .fork()
      .findAndCount(LogCliente, y.length ? { $and: y } : {}, { orderBy: { id: 'desc' }, limit: tamano, offset: ((filtro.pagina ?? 1) - 1) * tamano });
    return { entradas: entradas.map(toLogEntry), total };
  }
}
