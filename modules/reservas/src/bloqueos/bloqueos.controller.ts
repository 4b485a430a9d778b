import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  type BloqueoEliminadoDatos,
  type BloqueoGuardadoDatos,
  type BloqueoHabitacion,
  ENTIDAD_EN_VIVO_RESERVAS,
  EntidadCambiada,
  EVENTOS_BLOQUEO,
  type HabitacionResumen,
  MENSAJES_RESERVAS,
  PREFIJO_STREAM_BLOQUEO,
  ResolverHabitaciones,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { EsFecha, EVENT_STORE, type EventStore, FechaPipe, hotelDeLaSesion, NoEncontradoError, ReglaNegocioError, requestContext, type SqlExecutor, sqlExecutor, reintentarTransaccion } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { escribirOcupacion, ORIGEN_BLOQUEO, sinSolape } from '../projections/ocupacion';
import { Bloqueo } from './bloqueo.entity';

const M = { fecha: MENSAJES_RESERVAS.seleccioneFecha, noches: MENSAJES_RESERVAS.ingreseNoches, habitacion: MENSAJES_RESERVAS.seleccioneHabitacion };
export { ORIGEN_BLOQUEO };

export class BloqueoDto {
  @EsFecha(M.fecha) Fecha!: string;
  @Max(366, { message: M.noches }) @Min(1, { message: M.noches }) @IsInt({ message: M.noches }) @Type(() => Number) Noches!: number;
  @IsInt({ message: M.habitacion }) @Type(() => Number) HabitacionId!: number;
}

const aJson = (b: Bloqueo): BloqueoHabitacion => ({ Id: b.id, Fecha: b.fecha, Noches: b.noches, HabitacionId: b.habitacionId, HabitacionNombre: b.habitacionNombre });

/** Room blocks. Each one writes its nights into `ocupacion`, so no reservation can take them. */
@ApiTags('Bloqueos')
@Controller('Bloqueos')
export class BloqueosController {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** In the write's transaction: the block's event (stream `bloqueo-<id>`), which the calendar follows. */
  private async registrar(tx: SqlExecutor, id: number, type: string, data: BloqueoGuardadoDatos | BloqueoEliminadoDatos) {
    const ctx = requestContext.require();
    const metadata = { hotelId: ctx.hotelId, userId: ctx.userId, now: ctx.now.toISOString(), correlationId: ctx.requestId };
    await this.store.append(tx, `${PREFIJO_STREAM_BLOQUEO}${id}`, [{ type, data, metadata }], { expectedVersion: 'any' });
  }

  /** After the commit: open calendars of the hotel redraw the block. */
  private publicar(metodo: 'insert' | 'update' | 'delete', datos: ReturnType<typeof aJson>) {
    this.eventBus.publish(new EntidadCambiada(hotelDeLaSesion(), ENTIDAD_EN_VIVO_RESERVAS.bloqueos, metodo, datos));
  }

  private async buscar(id: number): Promise<Bloqueo> {
    const bloqueo = await this.em.findOne(Bloqueo, { id });
    if (!bloqueo) throw new NoEncontradoError('bloqueo');
    return bloqueo;
  }

  @Get('Busqueda/:desde')
  async desde(@Param('desde', new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha)) desde: string) {
    const filas = await sqlExecutor(this.em).query<{ id: number }>(
      `select id from bloqueo where hotel_id = $1 and fecha + noches > $2::date order by fecha, id`,
      [hotelDeLaSesion(), desde],
    );
    const bloqueos = await this.em.find(Bloqueo, { id: { $in: filas.map((f) => f.id) } }, { orderBy: { fecha: 'asc', id: 'asc' } });
    return bloqueos.map(aJson);
  }

  @Get(':id')
  async obtener(@Param('id', ParseIntPipe) id: number) {
    return aJson(await this.buscar(id));
  }

  @Post()
  @HttpCode(200)
  crear(@Body() d: BloqueoDto) {
    return this.guardar(null, d);
  }

  @Put(':id')
  async actualizar(@Param('id', ParseIntPipe) id: number, @Body() d: BloqueoDto) {
    await this.buscar(id);
    return this.guardar(id, d);
  }

  @Delete(':id')
  async eliminar(@Param('id', ParseIntPipe) id: number) {
    const bloqueo = await this.buscar(id);
    const json = aJson(bloqueo);
    await this.em.transactional(async (em) => {
      const tx = sqlExecutor(em);
      await escribirOcupacion(tx, bloqueo.hotelId, ORIGEN_BLOQUEO, id, []);
      await em.remove(await em.findOneOrFail(Bloqueo, { id })).flush();
      await this.registrar(tx, id, EVENTOS_BLOQUEO.eliminado, { id, hotelId: bloqueo.hotelId });
    });
    this.publicar('delete', json);
    return json;
  }

  private async guardar(id: number | null, d: BloqueoDto) {
    const [habitacion] = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones([d.HabitacionId]));
    if (!habitacion) throw new ReglaNegocioError(M.habitacion);
    const fecha = d.Fecha;
    const json = await sinSolape(() =>
      reintentarTransaccion(() => this.em.transactional(async (em) => {
        const bloqueo = id === null ? em.create(Bloqueo, { hotelId: hotelDeLaSesion(), fecha, noches: d.Noches, habitacionId: habitacion.Id, habitacionNombre: habitacion.Nombre }) : await em.findOneOrFail(Bloqueo, { id });
        Object.assign(bloqueo, { fecha, noches: d.Noches, habitacionId: habitacion.Id, habitacionNombre: habitacion.Nombre });
        await em.flush();
        const tx = sqlExecutor(em);
        await escribirOcupacion(tx, bloqueo.hotelId, ORIGEN_BLOQUEO, bloqueo.id, [{ habitacionId: bloqueo.habitacionId, desde: fecha, hasta: sumarDias(fecha, d.Noches) }]);
        await this.registrar(tx, bloqueo.id, EVENTOS_BLOQUEO.guardado, { id: bloqueo.id, hotelId: bloqueo.hotelId, habitacionId: bloqueo.habitacionId, fecha, noches: d.Noches });
        return aJson(bloqueo);
      })),
    );
    this.publicar(id === null ? 'insert' : 'update', json);
    return json;
  }
}
