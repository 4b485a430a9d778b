import { Module } from '@nestjs/common';
import { ListarCanalesController } from './queries/listar-canales/listar-canales.controller';
import { ListarCanalesHandler } from './queries/listar-canales/listar-canales.handler';

/** Canales: (what this module owns). It talks to other modules only through commands and queries typed in libs/contracts. */
@Module({
  controllers: [ListarCanalesController],
  providers: [ListarCanalesHandler],
})
export class CanalesModule {}
