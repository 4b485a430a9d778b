import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HotelUsuario } from '@recepcion/contracts';
import { CambiarTipoUsuario } from './cambiar-tipo-usuario.command';
import { ActualizarHotelUsuarioDto } from './cambiar-tipo-usuario.dto';
import { Respuesta } from '@recepcion/platform';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class CambiarTipoUsuarioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(':id')
  @Respuesta('HotelUsuario')
  cambiarTipo(@Param('id', ParseIntPipe) id: number, @Body() datos: ActualizarHotelUsuarioDto): Promise<HotelUsuario> {
    return this.commandBus.execute(new CambiarTipoUsuario(id, datos.IDTipoUsuario));
  }
}
