import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LogEntry } from '@recepcion/contracts';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import type { FastifyReply } from 'fastify';
import { ListarLogClienteDto } from './listar-log-cliente.dto';
import { ListarLogCliente } from './listar-log-cliente.query';

@ApiTags('Logger')
@Controller('Logger')
export class ListarLogClienteController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @SoloOperador()
  @ApiOperation({ summary: 'The client error log, newest first, with filters and paging (operators only)' })
  @ApiOkResponse({ description: 'The page of log entries; the header X-Total-Count holds how many match the filters' })
  @Respuesta('LogEntry', { lista: true })
  async listar(@Query() filtro: ListarLogClienteDto, @Res({ passthrough: true }) respuesta: FastifyReply): Promise<LogEntry[]> {
    const { entradas, total } = await this.queryBus.execute(new ListarLogCliente(filtro));
    respuesta.header('X-Total-Count', String(total));
    return entradas;
  }
}
