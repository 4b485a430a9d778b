import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilasAfectadas, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { GetQueModifica, SoloOperador, Respuesta } from '@recepcion/platform';
import { IdPipe } from '../../compartido/id-pipe';
import { CrearEmpresa } from './crear-empresa.command';

@ApiTags('Empresas')
@Controller('Empresas')
export class CrearEmpresaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** A GET that writes (the spec's path): it needs the application header like a POST. */
  @Get('Create/:idcm')
  @SoloOperador()
  @GetQueModifica()
  @ApiOperation({ summary: "Gives hotel idcm a company of its own when it shares one ('crear esta empresa'); operators only" })
  @ApiParam({ name: 'idcm', description: 'The hotel id (IDCM of the global report)' })
  @ApiOkResponse({ description: "{filas}: the rows affected, shown as 'Filas afectadas {n}'" })
  @Respuesta('FilasAfectadas')
  crear(@Param('idcm', new IdPipe(M.idcmNoValido)) idcm: number): Promise<FilasAfectadas> {
    return this.commandBus.execute(new CrearEmpresa(idcm));
  }
}
