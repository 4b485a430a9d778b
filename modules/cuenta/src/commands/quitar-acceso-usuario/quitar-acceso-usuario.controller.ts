import { Controller, Delete, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { QuitarAccesoUsuario } from './quitar-acceso-usuario.command';
import { Respuesta } from '@recepcion/platform';

@ApiTags('HotelUsuarios')
@Controller('HotelUsuarios')
export class QuitarAccesoUsuarioController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete(':id')
  @Respuesta('RespuestaMensaje')
  async quitar(@Param('id', ParseIntPipe) id: number) {
    await this.commandBus.execute(new QuitarAccesoUsuario(id));
    return { Message: 'Eliminado con éxito' };
  }
}
