import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type DestinatarioCorreo, MENSAJES_ROOT as M, TIPOS_DESTINATARIOS, type TipoDestinatarios } from '@recepcion/contracts';
import { ReglaNegocioError, SoloOperador, Respuesta } from '@recepcion/platform';
import { DestinatariosCorreo } from './destinatarios-correo.query';

@ApiTags('Correo')
@Controller('Correo')
@SoloOperador()
export class DestinatariosCorreoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetUsuarios')
  @ApiOperation({ summary: "The bulk mail's recipients of type 'd' (operators only)" })
  @Respuesta('DestinatarioCorreo', { lista: true })
  predeterminados(): Promise<DestinatarioCorreo[]> {
    return this.queryBus.execute(new DestinatariosCorreo('d'));
  }

  @Get('GetUsuarios/:tipo')
  @ApiOperation({ summary: "The bulk mail's recipients: 'd' each hotel's owner, 't' every user of every hotel (operators only)" })
  @ApiParam({ name: 'tipo', enum: TIPOS_DESTINATARIOS })
  @ApiOkResponse({ description: '[{Email, NombreUsuario, NombreHotel}]' })
  @Respuesta('DestinatarioCorreo', { lista: true })
  usuarios(@Param('tipo') tipo: string): Promise<DestinatarioCorreo[]> {
    if (!TIPOS_DESTINATARIOS.includes(tipo as TipoDestinatarios)) throw new ReglaNegocioError(M.tipoDestinatariosNoValido);
    return this.queryBus.execute(new DestinatariosCorreo(tipo as TipoDestinatarios));
  }
}
