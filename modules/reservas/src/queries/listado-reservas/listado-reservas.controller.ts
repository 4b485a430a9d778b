import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FilaListadoReservas } from '@recepcion/contracts';
import { ListadoReservasDto } from './listado-reservas.dto';
import { ListadoReservas } from './listado-reservas.query';
import { Escritura, Respuesta } from '@recepcion/platform';

@ApiTags('ReservasB')
@Escritura('todos')
@Controller('ReservasB')
export class ListadoReservasController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `{Desde, Hasta, ClienteId, Anulados}`: one row per reservation with its totals per currency. */
  @Post('ListadoReservas')
  @HttpCode(200)
  @Respuesta('FilaListadoReservas', { lista: true })
  listado(@Body() filtro: ListadoReservasDto): Promise<FilaListadoReservas[]> {
    return this.queryBus.execute(new ListadoReservas(filtro));
  }
}
