import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { RespuestaInvitacion } from '@recepcion/contracts';
import { InvitarUsuario } from './invitar-usuario.command';
import { HotelUsuarioDto } from './invitar-usuario.dto';
import { Respuesta } from '@recepcion/platform';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class InvitarUsuarioController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The spec's "give access by e-mail": an invitation the person accepts; the answer says nothing about the address. */
  @Post()
  @HttpCode(200)
  @Respuesta('RespuestaInvitacion')
  invitar(@Body() datos: HotelUsuarioDto): Promise<RespuestaInvitacion> {
    return this.commandBus.execute(new InvitarUsuario(datos.Usuario, datos.IDTipoUsuario));
  }
}
