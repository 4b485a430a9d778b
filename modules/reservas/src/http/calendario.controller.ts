import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type HabitacionesCalendario, HabitacionesDelCalendario } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelDeLaSesion, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { IsISO8601, IsInt, IsNotEmpty } from 'class-validator';
import { Type } from 'class-transformer';
import { PreciadorLineas } from '../aplicacion/preciador-lineas';
import { ReservasService } from '../aplicacion/reservas.service';
import { ESTADO, MENSAJES_RESERVA } from '../domain/reserva.types';
import { ORIGEN_BLOQUEO } from '../bloqueos/bloqueos.controller';

export const DIAS_VENTANA = 14;
const DIAS_MAXIMOS = 62;

/** A calendar cell: one room line of a reservation (spec section 3, "Calendar cell"). */
export class CeldaDto {
  @IsISO8601({ strict: true }, { message: 'Seleccione una fecha Check-In' }) @IsNotEmpty() start_date!: string;
  @IsISO8601({ strict: true }, { message: 'Seleccione una fecha Check-Out' }) @IsNotEmpty() end_date!: string;
  @IsInt({ message: 'Seleccione una Habitación' }) @Type(() => Number) room!: number;
}

interface FilaCelda {
  reserva_id: number;
  estado_id: number;
  cliente: string;
  nombre_grupo: string | null;
  pasajeros_totales: number;
  comentario: string | null;
  linea: { Id: number; HabitacionId: number; TipoHabitacionId: number; CheckIn: string; CheckOut: string; CantidadPasajero: number };
}

/** `{reservaId}-{lineaId}`: a cell is a room line. */
const idCelda = (reservaId: number, lineaId: number) => `${reservaId}-${lineaId}`;
function leerIdCelda(id: string): { reservaId: number; lineaId: number } {
  const m = /^(\d+)-(\d+)$/.exec(id);
  if (!m) throw new ReglaNegocioError('La celda no es válida');
  return { reservaId: Number(m[1]), lineaId: Number(m[2]) };
}

@ApiTags('Calendario')
@Controller('Calendario')
export class CalendarioController {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly reservas: ReservasService,
    private readonly preciador: PreciadorLineas,
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
    const dia = fecha && /^\d{4}-\d{2}-\d{2}/.test(fecha) ? fecha.slice(0, 10) : null;
    const filas = await sqlExecutor(this.em).query<{ id: number; cliente_nombre: string; nombre_grupo: string | null; check_in: string }>(
      `select id, cliente_nombre, nombre_grupo, to_char(check_in, 'YYYY-MM-DD') as check_in from reserva
        where hotel_id = $1 and not eliminada
          and ($2::date is null or (check_in <= $2::date and check_out > $2::date) or check_in >= $2::date)
          and ($3::text is null or unaccent(lower(cliente_nombre || ' ' || coalesce(nombre_grupo, '') || ' ' || id::text)) like '%' || unaccent(lower($3::text)) || '%')
        order by check_in, id limit 50`,
      [hotelDeLaSesion(), dia, texto?.trim() ? texto.trim().replace(/[\\%_]/g, (c) => `\\${c}`) : null],
    );
    return filas.map((f) => ({ Id: f.id, Nombre: f.nombre_grupo ? `${f.cliente_nombre} (${f.nombre_grupo})` : f.cliente_nombre, Fecha: f.check_in }));
  }

  /** The visible window from `{date}`: cells, room types, rooms and blocks. One query for the cells. */
  @Get(':fecha')
  async ventana(@Param('fecha') fecha: string, @Query('dias') dias?: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new ReglaNegocioError('Seleccione la fecha');
    const largo = Math.min(DIAS_MAXIMOS, Math.max(1, Number(dias) || DIAS_VENTANA));
    const hasta = sumarDias(fecha, largo);
    const tx = sqlExecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const filas = await tx.query<FilaCelda>(
      `select r.id as reserva_id, r.estado_id, r.cliente_nombre as cliente, r.nombre_grupo, r.cantidad_pasajeros as pasajeros_totales,
              r.comentario, l as linea
         from reserva r, jsonb_array_elements(r.datos->'Habitaciones') l
        where r.hotel_id = $1 and not r.eliminada and r.estado_id <> $4
          and daterange(r.check_in, r.check_out, '[)') && daterange($2::date, $3::date, '[)')
          and (l->>'CheckIn')::date < $3::date and (l->>'CheckOut')::date > $2::date`,
      [hotelId, fecha, hasta, ESTADO.anulado],
    );
    const bloqueos = await tx.query<{ habitacion_id: number; desde: string; hasta: string }>(
      `select habitacion_id, to_char(lower(estadia), 'YYYY-MM-DD') as desde, to_char(upper(estadia), 'YYYY-MM-DD') as hasta
         from ocupacion where hotel_id = $1 and origen = $2 and estadia && daterange($3::date, $4::date, '[)')`,
      [hotelId, ORIGEN_BLOQUEO, fecha, hasta],
    );
    const { roomType, room } = await this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
    return {
      data: filas.map((f) => ({
        id: idCelda(f.reserva_id, f.linea.Id),
        // The spec's status ids carry a trailing space in the calendar.
        status: `${f.estado_id} `,
        cliente: f.cliente,
        nombre_grupo: f.nombre_grupo,
        start_date: f.linea.CheckIn,
        end_date: f.linea.CheckOut,
        room: f.linea.HabitacionId,
        reserva_id: f.reserva_id,
        tipo_habitacion_id: f.linea.TipoHabitacionId,
        pasajeros_casilla: f.linea.CantidadPasajero,
        pasajeros_totales: f.pasajeros_totales,
        importante: Boolean(f.comentario),
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
    return this.mover(id, celda, 'TrasladarReserva');
  }

  /** Edge drag: longer or shorter stay in the same room. */
  @Put('SetExpandirReservaRecurso/:id')
  expandir(@Param('id') id: string, @Body() celda: CeldaDto) {
    return this.mover(id, celda, 'RedimensionarEstadia');
  }

  private async mover(id: string, celda: CeldaDto, tipo: 'TrasladarReserva' | 'RedimensionarEstadia') {
    const { reservaId, lineaId } = leerIdCelda(id);
    try {
      const reserva = await this.reservas.ejecutar(reservaId, async ({ estado }) => {
        const linea = estado.existe ? estado.habitaciones.find((l) => l.Id === lineaId) : undefined;
        if (!estado.existe || !linea) throw new ReglaNegocioError(MENSAJES_RESERVA.lineaNoExiste);
        const cambio = { CheckIn: celda.start_date.slice(0, 10), CheckOut: celda.end_date.slice(0, 10), HabitacionId: celda.room };
        if (cambio.CheckOut <= cambio.CheckIn) throw new ReglaNegocioError(MENSAJES_RESERVA.minimoUnaNoche);
        return { type: tipo, data: { linea: await this.preciador.reubicar(estado.general, linea, cambio) } };
      });
      return { resultado: true, reserva };
    } catch (error) {
      if (error instanceof ReglaNegocioError) return { resultado: false, Message: error.message };
      throw error;
    }
  }
}
