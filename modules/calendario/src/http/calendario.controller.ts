import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type CeldaMovida, type HabitacionesCalendario, HabitacionesDelCalendario, MoverCeldaReserva } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelDeLaSesion, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsNotEmpty } from 'class-validator';
import { ESTADO_ANULADO } from '../proyeccion/calendario.proyeccion';
import { SeguidorCalendario } from '../proyeccion/seguidor-calendario';

export const DIAS_VENTANA = 14;
const DIAS_MAXIMOS = 62;
const RESULTADOS_BUSQUEDA = 50;

/** A calendar cell: one room line of a reservation (spec section 3, "Calendar cell"). */
export class CeldaDto {
  @IsISO8601({ strict: true }, { message: 'Seleccione una fecha Check-In' }) @IsNotEmpty() start_date!: string;
  @IsISO8601({ strict: true }, { message: 'Seleccione una fecha Check-Out' }) @IsNotEmpty() end_date!: string;
  @IsInt({ message: 'Seleccione una Habitación' }) @Type(() => Number) room!: number;
}

interface FilaCelda {
  reserva_id: number;
  linea_id: number;
  estado_id: number;
  cliente: string;
  nombre_grupo: string | null;
  pasajeros_totales: number;
  importante: boolean;
  habitacion_id: number;
  tipo_habitacion_id: number;
  pasajeros: number;
  desde: string;
  hasta: string;
}

/** `{reservaId}-{lineaId}`: a cell is a room line. */
const idCelda = (reservaId: number, lineaId: number) => `${reservaId}-${lineaId}`;
function leerIdCelda(id: string): { reservaId: number; lineaId: number } {
  const m = /^(\d+)-(\d+)$/.exec(id);
  if (!m) throw new ReglaNegocioError('La celda no es válida');
  return { reservaId: Number(m[1]), lineaId: Number(m[2]) };
}

const escaparLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The calendar's calls (spec section 7, Calendar): the window and the search read the calendar's
 * own read model (brought up to date first); moves go to reservations as a command.
 */
@ApiTags('Calendario')
@Controller('Calendario')
export class CalendarioController {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly seguidor: SeguidorCalendario,
  ) {}

  /** `GET /api/Calendario/buscar/{date}/{text}` and `/buscar`: reservations by date and text, accents and case ignored. */
  @Get('buscar/:fecha/:texto')
  buscar(@Param('fecha') fecha: string, @Param('texto') texto: string) {
    return this.buscarReservas(fecha, texto);
  }

  @Get('buscar')
  buscarSinFiltro(@Query('fecha') fecha?: string, @Query('texto') texto?: string) {
    return this.buscarReservas(fecha, texto);
  }

  private async buscarReservas(fecha?: string, texto?: string) {
    await this.seguidor.alDia();
    const dia = fecha && /^\d{4}-\d{2}-\d{2}/.test(fecha) ? fecha.slice(0, 10) : null;
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

  /** The visible window from `{date}` (`?dias=`, default 14): cells, room types, rooms and blocks. */
  @Get(':fecha')
  async ventana(@Param('fecha') fecha: string, @Query('dias') dias?: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new ReglaNegocioError('Seleccione la fecha');
    const largo = Math.min(DIAS_MAXIMOS, Math.max(1, Number(dias) || DIAS_VENTANA));
    const hasta = sumarDias(fecha, largo);
    await this.seguidor.alDia();
    const tx = sqlExecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const filas = await tx.query<FilaCelda>(
      `select c.reserva_id, c.linea_id, r.estado_id, r.cliente, r.nombre_grupo, r.pasajeros_totales, r.importante,
              c.habitacion_id, c.tipo_habitacion_id, c.pasajeros,
              to_char(lower(c.estadia), 'YYYY-MM-DD') as desde, to_char(upper(c.estadia), 'YYYY-MM-DD') as hasta
         from calendario_celda c join calendario_reserva r on r.reserva_id = c.reserva_id
        where c.hotel_id = $1 and c.estadia && daterange($2::date, $3::date, '[)') and r.estado_id <> $4`,
      [hotelId, fecha, hasta, ESTADO_ANULADO],
    );
    const bloqueos = await tx.query<{ habitacion_id: number; desde: string; hasta: string }>(
      `select habitacion_id, to_char(lower(estadia), 'YYYY-MM-DD') as desde, to_char(upper(estadia), 'YYYY-MM-DD') as hasta
         from calendario_bloqueo where hotel_id = $1 and estadia && daterange($2::date, $3::date, '[)')`,
      [hotelId, fecha, hasta],
    );
    const { roomType, room } = await this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
    return {
      data: filas.map((f) => ({
        id: idCelda(f.reserva_id, f.linea_id),
        // The spec's status ids carry a trailing space in the calendar.
        status: `${f.estado_id} `,
        cliente: f.cliente,
        nombre_grupo: f.nombre_grupo,
        start_date: f.desde,
        end_date: f.hasta,
        room: f.habitacion_id,
        reserva_id: f.reserva_id,
        tipo_habitacion_id: f.tipo_habitacion_id,
        pasajeros_casilla: f.pasajeros,
        pasajeros_totales: f.pasajeros_totales,
        importante: f.importante,
      })),
      roomType,
      room,
      bloqueo: bloqueos.map((b) => ({ room: b.habitacion_id, start_date: b.desde, end_date: b.hasta })),
      desde: fecha,
      hasta,
    };
  }

  /** Drag: same nights, maybe another room. `resultado: false` (and nothing changed) when refused. */
  @Put('SetTrasladoReserva/:id')
  trasladar(@Param('id') id: string, @Body() celda: CeldaDto) {
    return this.mover(id, celda, false);
  }

  /** Edge drag: longer or shorter stay in the same room. */
  @Put('SetExpandirReservaRecurso/:id')
  expandir(@Param('id') id: string, @Body() celda: CeldaDto) {
    return this.mover(id, celda, true);
  }

  private mover(id: string, celda: CeldaDto, redimensionar: boolean): Promise<CeldaMovida> {
    const { reservaId, lineaId } = leerIdCelda(id);
    const cambio = { CheckIn: celda.start_date.slice(0, 10), CheckOut: celda.end_date.slice(0, 10), HabitacionId: celda.room };
    return this.commandBus.execute<MoverCeldaReserva, CeldaMovida>(new MoverCeldaReserva(reservaId, lineaId, cambio, redimensionar));
  }
}
