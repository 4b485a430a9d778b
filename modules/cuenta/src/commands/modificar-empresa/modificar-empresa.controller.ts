import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { EmpresaHotel } from '@recepcion/contracts';
import { ModificarEmpresa } from './modificar-empresa.command';
import { EmpresaDto } from './modificar-empresa.dto';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Empresas')
@Controller('Empresas')
export class ModificarEmpresaController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id')
  @Respuesta('EmpresaHotel')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() d: EmpresaDto): Promise<EmpresaHotel> {
    return this.commandBus.execute(new ModificarEmpresa(id, d));
  }
}
