import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, requestContext } from '@recepcion/platform';
import { LogCliente } from '../../log-cliente/log-cliente.entity';
import { RegistrarLogCliente } from './registrar-log-cliente.command';

@CommandHandler(RegistrarLogCliente)
export class RegistrarLogClienteHandler implements ICommandHandler<RegistrarLogCliente> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ datos, userAgentCabecera }: RegistrarLogCliente): Promise<{ Id: number }> {
    const contexto = requestContext.require();
    const em = this.em.fork();
    const entrada = em.create(LogCliente, {
      tag: datos.tag ?? null,
      message: datos.message,
      category: datos.category ?? null,
      url: datos.url ?? null,
      hotelIdClient: datos.hotelIdClient ?? null,
      userIdClient: datos.userIdClient ?? null,
      versionClient: datos.versionClient ?? null,
      versionBackend: this.config.version,
      navegador: datos.navegador ?? null,
      sistemaOperativo: datos.sistemaOperativo ?? null,
      lastClick: datos.lastClick ?? null,
      lineNumber: datos.lineNumber ?? null,
      columnNumber: datos.columnNumber ?? null,
      stackTrace: datos.stackTrace ?? null,
      userAgent: datos.userAgent ?? userAgentCabecera?.slice(0, 1000) ?? null,
      sessionHotelId: contexto.hotelId ?? null,
      sessionUserId: contexto.userId ?? null,
      createdAt: contexto.now,
    });
    await em.persistAndFlush(entrada);
    return { Id: entrada.id };
  }
}
