import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { HabitacionPiso } from '@recepcion/contracts';
import { Escritura, ParaCamareria, Respuesta } from '@recepcion/platform';
import { CambiarEstadoPiso } from './cambiar-estado-piso.command';
import { CambioEstadoPisoDto } from './cambiar-estado-piso.dto';

@ApiTags('Pisos')
@Escritura('camareria')
@ParaCamareria()
@Controller('Pisos')
export class CambiarEstadoPisoController {
  constructor(private readonly commandBus: CommandBus) {}

  /** One tap on the board: Limpia, Sucia or Inspeccionada. */
  @Put(':habitacionId')
  @Respuesta('HabitacionPiso')
  cambiar(@Param('habitacionId', ParseIntPipe) habitacionId: number, @Body() d: CambioEstadoPisoDto): Promise<HabitacionPiso> {
    return this.commandBus.execute(new CambiarEstadoPiso(habitacionId, d.Estado));
  }
}
