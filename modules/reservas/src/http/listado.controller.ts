import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sumarDias } from '@recepcion/domain';
import { hotelDeLaSesion, NoEncontradoError, sqlExecutor } from '@recepcion/platform';
import { ReservasService, streamDe } from '../aplicacion/reservas.service';
import { ESTADO, NOMBRE_ESTADO } from '../domain/reserva.types';
import { describirEvento } from '../proyecciones/historial';
import { ListadoDto } from './reserva.dto';

interface FilaListado {
  id: number;
  check_in: string;
  check_out: string;
  cliente_nombre: string;
  nombre_grupo: string | null;
  cantidad_pasajeros: number;
  estado_id: number;
  comentario: string | null;
  datos: { Habitaciones: { HabitacionNombre: string; Total: number }[]; MonedaId: string; Saldos?: { MonedaId: string; Cargo: number; Ingreso: number; Saldo: number }[] };
}

@ApiTags('ReservasB')
@Controller('ReservasB')
export class ListadoController {
  constructor(
    private readonly em: EntityManager,
    private readonly reservas: ReservasService,
  ) {}

  /** Reservations whose stay touches [Desde, Hasta], one row each with its totals per currency. */
  @Post('ListadoReservas')
  @HttpCode(200)
  async listado(@Body() d: ListadoDto) {
    const desde = d.Desde.slice(0, 10);
    const hasta = d.Hasta?.slice(0, 10) ?? sumarDias(desde, 366);
    const filas = await sqlExecutor(this.em).query<FilaListado>(
      `select id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out, cliente_nombre, nombre_grupo,
              cantidad_pasajeros, estado_id, comentario, datos
         from reserva
        where hotel_id = $1 and not eliminada and check_out > $2::date and check_in <= $3::date
          and ($4::int is null or $4::int = 0 or cliente_id = $4::int)
          and ($5::boolean or estado_id <> $6)
        order by check_in, id`,
      [hotelDeLaSesion(), desde, hasta, d.ClienteId ?? null, d.Anulados === true, ESTADO.anulado],
    );
    return filas.map((f) => {
      const saldos = f.datos.Saldos ?? [{ MonedaId: f.datos.MonedaId, Cargo: f.datos.Habitaciones.reduce((s, l) => s + l.Total, 0), Ingreso: 0, Saldo: 0 }];
      return {
        ReservaId: f.id,
        CheckIN: f.check_in,
        CheckOUT: f.check_out,
        Habitaciones: f.datos.Habitaciones.map((l) => l.HabitacionNombre).join(', '),
        ClienteNombre: f.cliente_nombre,
        GrupoNombre: f.nombre_grupo,
        CantidadPasajeros: f.cantidad_pasajeros,
        EstadoId: f.estado_id,
        EstadoNombre: NOMBRE_ESTADO[f.estado_id],
        Comentario: f.comentario,
        Totales: saldos.map((m) => ({ MonedaId: m.MonedaId, Total: m.Cargo })),
        Saldos: saldos,
      };
    });
  }

  /** Our addition: the reservation's events as a readable timeline. */
  @Get(':id/Historial')
  async historial(@Param('id', ParseIntPipe) id: number) {
    const { estado } = await this.reservas.cargar(sqlExecutor(this.em), id);
    if (!estado.existe) throw new NoEncontradoError('reserva');
    const eventos = await sqlExecutor(this.em).query<{ stream_version: number; type: string; data: unknown; metadata: { userId?: number; now?: string }; recorded_at: Date }>(
      'select stream_version, type, data, metadata, recorded_at from event_store.events where stream_id = $1 order by stream_version',
      [streamDe(id)],
    );
    return eventos.map((e) => ({
      Version: e.stream_version,
      Fecha: e.metadata.now ?? new Date(e.recorded_at).toISOString(),
      UsuarioId: e.metadata.userId ?? null,
      Tipo: e.type,
      Descripcion: describirEvento(e.type, e.data),
    }));
  }
}
