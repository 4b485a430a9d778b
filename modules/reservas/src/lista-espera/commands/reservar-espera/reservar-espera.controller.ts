import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ReservaDetalle } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { ReservarEspera } from './reservar-espera.command';

@ApiTags('ListaEspera')
@Escritura('recepcion')
@Controller('ListaEspera')
export class ReservarEsperaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The entry's reservation, created (or the one a first click created); the UI opens it. */
  @Post(':id/Reservar')
  @HttpCode(200)
  @Respuesta('ReservaDetalle')
  reservar(@Param('id', ParseIntPipe) id: number): Promise<ReservaDetalle> {
    return this.commandBus.execute(new ReservarEspera(id));
  }
}
