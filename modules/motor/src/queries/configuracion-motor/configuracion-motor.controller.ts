import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ConfiguracionMotor } from '@recepcion/contracts';
import { Respuesta } from '@recepcion/platform';
import { ObtenerConfiguracionMotor } from './configuracion-motor.query';

/** Configuración › Motor de reservas (administrators). */
@ApiTags('MotorReservas')
@Controller('MotorReservas')
export class ConfiguracionMotorController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Respuesta('ConfiguracionMotor')
  obtener(): Promise<ConfiguracionMotor> {
    return this.queryBus.execute(new ObtenerConfiguracionMotor());
  }
}
