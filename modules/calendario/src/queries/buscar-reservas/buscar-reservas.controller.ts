import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { esFechaIso } from '@recepcion/domain';
import { hotelDeLaSesion, lista, objeto, sqlExecutor } from '@recepcion/platform';

const RESULTADOS_BUSQUEDA = 50;
const ENCONTRADAS = { schema: lista(objeto({ Id: 'integer', Nombre: 'string', Fecha: 'string' })), description: 'Up to 50 reservations staying on or after the date' };

const escaparLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `GET /api/Calendario/buscar/{date}/{text}` and `/buscar`: reservations by date and text, accents and case ignored. */
@ApiTags('Calendario')
@Controller('Calendario')
export class BuscarReservasController {
  constructor(private readonly em: EntityManager) {}

  @Get('buscar/:fecha/:texto')
  @ApiOperation({ summary: 'Reservations by date and text (client, group or number), accents and case ignored' })
  @ApiParam({ name: 'fecha', description: 'yyyy-MM-dd; anything else searches every date', example: '2027-08-01' })
  @ApiParam({ name: 'texto', example: 'munoz' })
  @ApiOkResponse(ENCONTRADAS)
  buscar(@Param('fecha') fecha: string, @Param('texto') texto: string) {
    return this.buscarReservas(fecha, texto);
  }

  @Get('buscar')
  @ApiOperation({ summary: 'The same search with optional query parameters' })
  @ApiQuery({ name: 'fecha', required: false, example: '2027-08-01' })
  @ApiQuery({ name: 'texto', required: false, example: 'munoz' })
  @ApiOkResponse(ENCONTRADAS)
  buscarSinFiltro(@Query('fecha') fecha?: string, @Query('texto') texto?: string) {
    return this.buscarReservas(fecha, texto);
  }

  private async buscarReservas(fecha?: string, texto?: string) {
    // The search box sends what the user typed: a date that is not one searches every date.
    const dia = esFechaIso(fecha) ? fecha : null;
    const filas = await sqlExecutor(this.em).query<{ reserva_id: number; cliente: string; nombre_grupo: string | null; check_in: string }>(
      `select reserva_id, cliente, nombre_grupo, to_char(check_in, 'YYYY-MM-DD') as check_in from calendario_reserva
        where hotel_id = $1
          and ($2::date is null or (check_in <= $2::date and check_out > $2::date) or check_in >= $2::date)
          and ($3::text is null or unaccent(lower(cliente || ' ' || coalesce(nombre_grupo, '') || ' ' || reserva_id::text)) like '%' || unaccent(lower($3::text)) || '%')
        order by check_in, reserva_id limit ${RESULTADOS_BUSQUEDA}`,
      [hotelDeLaSesion(), dia, texto?.trim() ? escaparLike(texto.trim()) : null],
    );
    return filas.map((f) => ({ Id: f.reserva_id, Nombre: f.nombre_grupo ? `${f.cliente} (${f.nombre_grupo})` : f.cliente, Fecha: f.check_in }));
  }
}
