import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SoloOperador } from '@recepcion/platform';
import { ListarLogCliente } from './listar-log-cliente.query';

@ApiTags('Logger')
@Controller('Logger')
export class ListarLogClienteController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @SoloOperador()
  listar() {
    return this.queryBus.execute(new ListarLogCliente());
  }
}
