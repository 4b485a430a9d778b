import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { LogRegistrado } from '@recepcion/contracts';
import { LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { RegistrarLogCliente } from './registrar-log-cliente.command';
import { RegistrarLogClienteDto } from './registrar-log-cliente.dto';

@ApiTags('Logger')
@Controller('Logger')
export class RegistrarLogClienteController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  // Open to the public pages too, so capped per address and per field.
  @Publico()
  @LimiteSolicitudes({ max: 60, ventanaMs: 60_000 })
  @Respuesta('LogRegistrado')
  registrar(@Body() datos: RegistrarLogClienteDto, @Headers('user-agent') userAgent?: string): Promise<LogRegistrado> {
    return this.commandBus.execute(new RegistrarLogCliente(datos, userAgent));
  }
}
