import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RegistrarLogClienteController } from './commands/registrar-log-cliente/registrar-log-cliente.controller';
import { RegistrarLogClienteHandler } from './commands/registrar-log-cliente/registrar-log-cliente.handler';
import { LogCliente } from './log-cliente/log-cliente.entity';
import { InfoServidorController } from './queries/info-servidor/info-servidor.controller';
import { ListarLogClienteController } from './queries/listar-log-cliente/listar-log-cliente.controller';
import { ListarLogClienteHandler } from './queries/listar-log-cliente/listar-log-cliente.handler';

/** Provider tools: server information and the client error log (more root tools join later). */
@Module({
  imports: [MikroOrmModule.forFeature([LogCliente])],
  controllers: [InfoServidorController, RegistrarLogClienteController, ListarLogClienteController],
  providers: [RegistrarLogClienteHandler, ListarLogClienteHandler],
})
export class RootModule {}
