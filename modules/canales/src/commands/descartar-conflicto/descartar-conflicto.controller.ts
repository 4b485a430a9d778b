import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Escritura, Respuesta } from '@recepcion/platform';
import { DescartarConflicto } from './descartar-conflicto.command';

@ApiTags('Canales')
@Escritura('recepcion')
@Controller('Canales/Conflictos')
export class DescartarConflictoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @Respuesta({ type: 'object', properties: { Id: { type: 'integer' } }, required: ['Id'] })
  descartar(@Param('id', ParseIntPipe) id: number): Promise<{ Id: number }> {
    return this.commandBus.execute(new DescartarConflicto(id));
  }
}
