import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HotelUsuario } from '@recepcion/contracts';
import { CrearUsuario } from './crear-usuario.command';
import { CrearUsuarioDto } from './crear-usuario.dto';
import { Respuesta } from '@recepcion/platform';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class CrearUsuarioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('CrearUsuario')
  @HttpCode(200)
  @Respuesta('HotelUsuario')
  crearUsuario(@Body() datos: CrearUsuarioDto): Promise<HotelUsuario> {
    return this.commandBus.execute(new CrearUsuario(datos));
  }
}
