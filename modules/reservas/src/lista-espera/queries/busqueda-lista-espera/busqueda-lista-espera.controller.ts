import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type ListaEsperaFila, MENSAJES_RESERVAS } from '@recepcion/contracts';
import { FechaPipe, Respuesta } from '@recepcion/platform';
import { BusquedaListaEspera } from './busqueda-lista-espera.query';

const fecha = new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha);

/** `GET /api/ListaEspera/Busqueda/{desde}/{hasta}`: who still waits in those days, and whether their rooms are free now. */
@ApiTags('ListaEspera')
@Controller('ListaEspera')
export class BusquedaListaEsperaController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('Busqueda/:desde/:hasta')
  @Respuesta('ListaEsperaFila', { lista: true })
  buscar(@Param('desde', fecha) desde: string, @Param('hasta', fecha) hasta: string): Promise<ListaEsperaFila[]> {
    return this.queryBus.execute(new BusquedaListaEspera(desde, hasta));
  }
}
