import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Canal } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { GuardarCanal } from './guardar-canal.command';
import { CanalDto } from './guardar-canal.dto';

/** Imported feeds (administrators): a channel's export URL for one room. */
@ApiTags('Canales')
@Controller('Canales')
export class GuardarCanalController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Respuesta('Canal')
  crear(@Body() d: CanalDto): Promise<Canal> {
    return this.commandBus.execute(new GuardarCanal(null, d));
  }

  @Put(':id')
  @Respuesta('Canal')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() d: CanalDto): Promise<Canal> {
    return this.commandBus.execute(new GuardarCanal(id, d));
  }
}
