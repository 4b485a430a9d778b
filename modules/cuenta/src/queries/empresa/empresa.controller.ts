import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { EmpresaHotel } from '@recepcion/contracts';
import { ObtenerEmpresa } from './empresa.query';
import { Respuesta } from '@recepcion/platform';

/** The company of the session's hotel; any other id is "not found". */
@ApiTags('Empresas')
@Controller('Empresas')
export class EmpresaController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @Respuesta('EmpresaHotel')
  obtener(@Param('id', ParseIntPipe) id: number): Promise<EmpresaHotel> {
    return this.queryBus.execute(new ObtenerEmpresa(id));
  }
}
