import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HotelUsuario } from '@recepcion/contracts';
import { DarAccesoUsuario } from './dar-acceso-usuario.command';
import { HotelUsuarioDto } from './dar-acceso-usuario.dto';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class DarAccesoUsuarioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  darAcceso(@Body() datos: HotelUsuarioDto): Promise<HotelUsuario> {
    return this.commandBus.execute(new DarAccesoUsuario(datos.Usuario, datos.IDTipoUsuario));
  }
}
