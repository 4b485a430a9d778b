import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, type OnModuleDestroy, Param, Query, Req, Res } from '@nestjs/common';
import { EventBus, ofType, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type CeldaCalendario,
  ENTIDAD_EN_VIVO_RESERVAS,
  ESTADO_RESERVA,
  EntidadCambiada,
  type HabitacionesCalendario,
  HabitacionesDelCalendario,
  MENSAJES_A_LAS as M,
  SaldosDeReservas,
  type SaldosPorReserva,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { AVISOS_INTERRUMPIDOS, AvisosEntreProcesos, FechaPipe, hotelDeLaSesion, lista, momentoIso, objeto, RespuestaJsonComprimida, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Subscription } from 'rxjs';
import { idCelda } from '../../domain/celda';
import { AVISO_VENTANAS, avisarVentanasCambiadas, VentanasEnCache } from '../../aplicacion/ventanas-en-cache';
import { type FilaBloqueo, type FilaCelda, VentanaALas, type VentanaALasLeida } from './ventana-a-las.query';
import { VentanaCalendarioDto } from './ventana-calendario.dto';

export const DIAS_VENTANA = 14;
const DIAS_MAXIMOS = 62;
/** Reservations and blocks: events, which the version sees already; a notice from another process adds nothing. */
const PROPIAS = new Set<string>(Object.values(ENTIDAD_EN_VIVO_RESERVAS));

const SALDO = objeto({ MonedaId: 'string', Cargo: 'number', Ingreso: 'number', Saldo: 'number' });
const VENTANA = objeto({
  data: lista(
    objeto({
      id: 'string',
      status: 'string',
      cliente: 'string',
      nombre_grupo: 'string?',
      start_date: 'string',
      end_date: 'string',
      room: 'integer',
      reserva_id: 'integer',
      tipo_habitacion_id: 'integer',
      pasajeros_casilla: 'integer',
      pasajeros_totales: 'integer',
      importante: 'boolean',
      Saldos: lista(SALDO),
      origen: 'string?',
    }),
  ),
  roomType: lista(objeto({ Id: 'integer', Nombre: 'string', CantidadPasajeros: 'integer', CantidadPasajerosPredeterminado: 'integer' })),
  room: lista(objeto({ Id: 'integer', Nombre: 'string', TipoHabitacionId: 'integer', TipoHabitacionNombre: 'string', Orden: 'integer', Comentario: 'string?' })),
  bloqueo: lista(objeto({ room: 'integer', start_date: 'string', end_date: 'string', canal: 'string?', fueraServicio: 'string?' })),
  desde: 'string',
  hasta: 'string',
});

/**
 * `GET /api/Calendario/{date}?dias=`: the visible window, read from the calendar's read model
 * (current as of the last commit). The answer is kept serialized and compressed per hotel and
 * window while the hotel's version holds (`VentanasEnCache`); its ETag answers If-None-Match with 304.
 */
@ApiTags('Calendario')
@Controller('Calendario')
export class VentanaCalendarioController implements OnModuleDestroy {
  private readonly cache = new VentanasEnCache();
  private readonly cambios: Subscription;
  private readonly dejarDeEscuchar: () => void;

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    eventBus: EventBus,
    avisos: AvisosEntreProcesos,
  ) {
    // Rooms and room types change without events: every API process hears of it. A reservation
    // or block committed here counts at once too (its event could carry an earlier position than
    // one already read, if another write committed first).
    this.cambios = eventBus.pipe(ofType(EntidadCambiada)).subscribe((evento) => {
      if (PROPIAS.has(evento.entidad)) this.cache.cambio(evento.hotelId);
      else avisarVentanasCambiadas(avisos, evento.hotelId);
    });
    const dejar = [
      avisos.escuchar(AVISO_VENTANAS, (hotelId) => this.cache.cambio(hotelId === null ? null : Number(hotelId))),
      // Notices of other processes may have been lost (Redis was down): every window is read again.
      avisos.escuchar(AVISOS_INTERRUMPIDOS, () => this.cache.cambio(null)),
    ];
    this.dejarDeEscuchar = () => dejar.forEach((d) => d());
  }

  onModuleDestroy(): void {
    this.cambios.unsubscribe();
    this.dejarDeEscuchar();
  }

  /** The visible window from `{date}` (`?dias=`, default 14): cells, room types, rooms and blocks. */
  @Get(':fecha')
  @ApiOperation({ summary: 'The calendar window from {fecha}: one cell per room line (with its reservation balance per currency), room types, rooms, blocks' })
  @ApiParam({ name: 'fecha', description: 'First day, yyyy-MM-dd', example: '2027-08-01' })
  @ApiQuery({
    name: 'dias',
    required: false,
    description: `Días que se muestran, de 1 a ${DIAS_MAXIMOS} (${DIAS_VENTANA} si falta)`,
    schema: { type: 'integer', minimum: 1, maximum: DIAS_MAXIMOS, default: DIAS_VENTANA, example: 14 },
  })
  @ApiOkResponse({ schema: VENTANA })
  @ApiBadRequestResponse({ description: `{Message: 'Seleccione la fecha'}, or «A las» unreadable ({Message: '${M.noValida}'}) or yet to come ({Message: '${M.futura}'})` })
  async ventana(
    @Param('fecha', new FechaPipe('Seleccione la fecha')) fecha: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query() { aLas }: VentanaCalendarioDto,
    @Query('dias') dias?: string,
  ): Promise<void> {
    const largo = Math.min(DIAS_MAXIMOS, Math.max(1, Math.trunc(Number(dias)) || DIAS_VENTANA));
    if (aLas !== undefined) {
      // A past moment never changes: no kept window, no ETag to revalidate.
      const hasta = sumarDias(fecha, largo);
      const leida = await this.queryBus.execute<VentanaALas, VentanaALasLeida>(new VentanaALas(fecha, hasta, momentoIso(aLas)!));
      await new RespuestaJsonComprimida(await this.armar(leida, fecha, hasta)).enviar(request, reply);
      return;
    }
    const hotelId = hotelDeLaSesion();
    const tx = sqlExecutor(this.em);
    // The notices first: one arriving during the read leaves this entry behind the next request.
    const avisos = this.cache.avisosDe(hotelId);
    const [{ p }] = await tx.query<{ p: string }>('select coalesce(max(global_position), 0)::text as p from event_store.events where hotel_id = $1', [hotelId]);
    const recargar = /no-cache/i.test(`${request.headers['cache-control'] ?? ''} ${request.headers.pragma ?? ''}`);
    const respuesta = await this.cache.obtener(
      `${hotelId}/${fecha}/${largo}`,
      `${p}/${avisos}`,
      async () => new RespuestaJsonComprimida(await this.leer(tx, hotelId, fecha, largo)),
      recargar,
    );
    await respuesta.enviar(request, reply);
  }

  /** In a fixed order (the same window reads the same, rebuilt or not, however its writes interleaved). */
  private async leer(tx: SqlExecutor, hotelId: number, fecha: string, largo: number) {
    const hasta = sumarDias(fecha, largo);
    const filas = await tx.query<FilaCelda>(
      `select c.reserva_id, c.linea_id, r.estado_id, r.cliente, r.nombre_grupo, r.pasajeros_totales, r.importante, r.origen,
              c.habitacion_id, c.tipo_habitacion_id, c.pasajeros,
              to_char(lower(c.estadia), 'YYYY-MM-DD') as desde, to_char(upper(c.estadia), 'YYYY-MM-DD') as hasta
         from calendario_celda c join calendario_reserva r on r.reserva_id = c.reserva_id
        where c.hotel_id = $1 and c.estadia && daterange($2::date, $3::date, '[)') and r.estado_id <> $4
        order by c.reserva_id, c.linea_id`,
      [hotelId, fecha, hasta, ESTADO_RESERVA.anulado],
    );
    const bloqueos = await tx.query<FilaBloqueo>(
      `select habitacion_id, to_char(lower(estadia), 'YYYY-MM-DD') as desde, to_char(upper(estadia), 'YYYY-MM-DD') as hasta, canal, fuera_servicio
         from calendario_bloqueo where hotel_id = $1 and estadia && daterange($2::date, $3::date, '[)')
        order by habitacion_id, lower(estadia)`,
      [hotelId, fecha, hasta],
    );
    const saldos = await this.queryBus.execute<SaldosDeReservas, SaldosPorReserva>(new SaldosDeReservas([...new Set(filas.map((f) => f.reserva_id))]));
    return this.armar({ filas, bloqueos, saldos }, fecha, hasta);
  }

  /** The answer from the window's rows, read now or folded up to a past moment. */
  private async armar({ filas, bloqueos, saldos }: { filas: FilaCelda[]; bloqueos: FilaBloqueo[]; saldos: SaldosPorReserva }, fecha: string, hasta: string) {
    const { roomType, room } = await this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
    return {
      data: filas.map((f): CeldaCalendario => ({
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
        Saldos: saldos[f.reserva_id] ?? [],
        ...(f.origen ? { origen: f.origen } : {}),
      })),
      roomType,
      room,
      bloqueo: bloqueos.map((b) => ({ room: b.habitacion_id, start_date: b.desde, end_date: b.hasta, canal: b.canal, ...(b.fuera_servicio ? { fueraServicio: b.fuera_servicio } : {}) })),
      desde: fecha,
      hasta,
    };
  }
}
