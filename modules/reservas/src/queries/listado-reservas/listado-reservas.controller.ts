import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FilaListadoReservas, type ListadoReservasPaginado as Paginado, TAMANO_PAGINA_LISTADO } from '@recepcion/contracts';
import { Escritura, Respuesta } from '@recepcion/platform';
import { PaginaListadoReservasDto } from './listado-reservas-paginado.dto';
import { ListadoReservasPaginado } from './listado-reservas-paginado.query';
import { ListadoReservasDto } from './listado-reservas.dto';
import { ListadoReservas } from './listado-reservas.query';

@ApiTags('ReservasB')
@Escritura('todos')
@Controller('ReservasB')
export class ListadoReservasController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `{Desde, Hasta, ClienteId, Anulados}`: one row per reservation with its totals per currency. */
  @Post('ListadoReservas')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every reservation whose stay touches the dates, by check-in (spec section 7)' })
  @Respuesta('FilaListadoReservas', { lista: true })
  listado(@Body() filtro: ListadoReservasDto): Promise<FilaListadoReservas[]> {
    return this.queryBus.execute(new ListadoReservas(filtro));
  }

  /** The same filter in the body; `?pagina=&tamano=` choose the page; the totals cover every page. */
  @Post('ListadoReservas/Paginado')
  @HttpCode(200)
  @ApiOperation({ summary: 'A page of the reservation list, with the count, guests and money per currency of every reservation the filter matches' })
  @Respuesta('ListadoReservasPaginado')
  paginado(@Body() filtro: ListadoReservasDto, @Query() pagina: PaginaListadoReservasDto): Promise<Paginado> {
    return this.queryBus.execute(new ListadoReservasPaginado(filtro, pagina.pagina ?? 1, pagina.tamano ?? TAMANO_PAGINA_LISTADO.defecto));
  }
}
