import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ConfiguracionMotor } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { GuardarConfiguracionMotor } from './guardar-configuracion-motor.command';
import { ConfiguracionMotorDto } from './guardar-configuracion-motor.dto';

@ApiTags('MotorReservas')
@Controller('MotorReservas')
export class GuardarConfiguracionMotorController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  @Respuesta('ConfiguracionMotor')
  guardar(@Body() d: ConfiguracionMotorDto): Promise<ConfiguracionMotor> {
    return this.commandBus.execute(new GuardarConfiguracionMotor(d));
  }
}
