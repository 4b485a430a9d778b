import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { BloqueoHabitacion } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { GuardarBloqueo } from './guardar-bloqueo.command';
import { BloqueoDto } from './guardar-bloqueo.dto';

/** Room blocks. Each one writes its nights into `ocupacion`, so no reservation can take them. */
@ApiTags('Bloqueos')
@Escritura('recepcion')
@Controller('Bloqueos')
export class GuardarBloqueoController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Respuesta('BloqueoHabitacion')
  crear(@Body() d: BloqueoDto): Promise<BloqueoHabitacion> {
    return this.commandBus.execute(new GuardarBloqueo(null, d));
  }

  @Put(':id')
  @Respuesta('BloqueoHabitacion')
  actualizar(@Param('id', ParseIntPipe) id: number, @Body() d: BloqueoDto): Promise<BloqueoHabitacion> {
    return this.commandBus.execute(new GuardarBloqueo(id, d));
  }
}
