import { type EntityClass, ForeignKeyConstraintViolationException, type FilterQuery, type QueryOrderMap, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, type Type, ValidationPipe } from '@nestjs/common';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { CATALOGOS_ACTIVIDAD, EntidadCambiada, type PermisoEscritura } from '@recepcion/contracts';
import { describirCambios, nombreDeRegistro } from '../actividad/describir-cambios';
import { registrarActividad } from '../actividad/registrar-actividad';
import { enTransaccionOrm } from '../database/en-transaccion-orm';
import { sqlExecutor } from '../database/sql-executor';
import { Escritura } from '../auth/auth.decorators';
import { NoEncontradoError, ReglaNegocioError } from '../errors/domain-errors';
import { createValidationPipe } from '../errors/validation.pipe';
import { requestContext } from '../context/request-context';
import { Respuesta } from '../http/respuesta.decorator';

export const MENSAJE_EN_USO = 'No se puede eliminar: el registro está en uso';
export const MENSAJE_REPETIDO = 'Ya existe un registro con esos datos';

/** How one hotel-owned master-data entity is listed, shown, created, changed and deleted. */
export interface CrudDefinicion<E extends { id: number; hotelId: number }, D> {
  /** Path under /api, as the spec writes it (`Cargos`), also the `entidad` of live updates. */
  ruta: string;
  entidad: EntityClass<E>;
  dto: Type<D>;
  aJson: (entidad: E, em: EntityManager) => object | Promise<object>;
  /**
   * Copies the validated body onto the entity; may check references (other modules through the
   * query bus) and throw ReglaNegocioError.
   */
  aplicar: (entidad: E, datos: D, em: EntityManager, queryBus: QueryBus) => void | Promise<void>;
  orden?: QueryOrderMap<E>;
  /** Loads what `aJson` looks up into the identity map once, before a list (no query per row). */
  precargar?: (em: EntityManager) => Promise<unknown>;
  /** Said when a delete would leave other records pointing at nothing. */
  mensajeEnUso?: string;
  /**
   * Said when a write meets one of the table's unique constraints: the 400 `aplicar`'s own check
   * gives a single request, also for two concurrent ones that both passed it (a double click).
   */
  mensajeRepetido?: string;
  /** Who may create, change and delete (default: 'administracion'). */
  permiso?: PermisoEscritura;
  /**
   * The libs/contracts type `aJson` builds (`'MonedaResumen'`): documents the answers of the five
   * calls (OpenAPI), the list as a list of it.
   */
  respuesta?: string;
}

/** The list of one definition, as its GET answers it (also what the live channel sends). */
export async function listarDefinicion<E extends { id: number; hotelId: number }, D>(def: CrudDefinicion<E, D>, em: EntityManager) {
  const filas = await em.find(def.entidad, {} as FilterQuery<E>, { orderBy: (def.orden ?? { id: 'asc' }) as QueryOrderMap<E> });
  await def.precargar?.(em);
  return Promise.all(filas.map((f) => def.aJson(f, em)));
}

function validacionDe(dto: Type<unknown>): ValidationPipe {
  const pipe = createValidationPipe();
  // The controller is generic, so the body's type comes from the definition, not from metadata.
  (pipe as unknown as { expectedType: Type<unknown> }).expectedType = dto;
  return pipe;
}

/**
 * The four calls of spec section 7 "Master data" (GET list, POST, PUT /{id}, DELETE /{id}, plus
 * GET /{id}) for one entity. Every read is scoped by the hotel filter, so another hotel's id is
 * simply not found (404). Each change goes to the hotel's activity log in its own transaction, and
 * once committed is published for the live channel.
 */
export function crudController<E extends { id: number; hotelId: number }, D>(def: CrudDefinicion<E, D>): Type<unknown> {
  const body = validacionDe(def.dto);
  const respuesta = (lista = false): MethodDecorator => (def.respuesta ? Respuesta(def.respuesta, { lista }) : () => undefined);

  @ApiTags(def.ruta)
  @Controller(def.ruta)
  @Escritura(def.permiso ?? 'administracion')
  class CrudController {
    constructor(
      readonly em: EntityManager,
      readonly eventBus: EventBus,
      readonly queryBus: QueryBus,
    ) {}

    async buscar(id: number): Promise<E> {
      const encontrada = await this.em.findOne(def.entidad, { id } as FilterQuery<E>);
      if (!encontrada) throw new NoEncontradoError(def.ruta);
      return encontrada;
    }

    /** The activity log's line for a change: «Alta de habitación «101»», «Cambio de … : Campo: antes → después». */
    async registrar(accion: 'Alta' | 'Cambio' | 'Baja', id: number, antes: object | null, despues: object) {
      const catalogo = CATALOGOS_ACTIVIDAD[def.ruta] ?? { nombre: def.ruta, tipo: 'Catálogo' as const };
      const cambios = antes ? describirCambios(antes, despues) : [];
      const nombre = nombreDeRegistro(antes ?? despues);
      await registrarActividad(sqlExecutor(this.em), {
        tipo: catalogo.tipo,
        entidad: def.ruta,
        entidadId: id,
        descripcion: `${accion} de ${catalogo.nombre} ${nombre}${cambios.length > 0 ? `: ${cambios.join('; ')}` : ''}`,
      });
    }

    publicar(metodo: 'insert' | 'update' | 'delete', datos: unknown) {
      this.eventBus.publish(new EntidadCambiada(requestContext.require().hotelId ?? null, def.ruta, metodo, datos));
    }

    /** Writes; a unique constraint met (another request wrote the same first) is the definition's 400. */
    async guardar() {
      try {
        await this.em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          this.em.clear();
          throw new ReglaNegocioError(def.mensajeRepetido ?? MENSAJE_REPETIDO);
        }
        throw error;
      }
    }

    @Get()
    @respuesta(true)
    listar() {
      return listarDefinicion(def, this.em);
    }

    @Get(':id')
    @respuesta()
    async obtener(@Param('id', ParseIntPipe) id: number) {
      return def.aJson(await this.buscar(id), this.em);
    }

    @Post()
    @respuesta()
    @HttpCode(200)
    @ApiBody({ type: def.dto })
    async crear(@Body(body) datos: D) {
      // Persisted only once filled in: `aplicar` may query, and a query would auto-flush a half row.
      const nueva = this.em.create(def.entidad, { hotelId: requestContext.require().hotelId } as never, { persist: false });
      await def.aplicar(nueva, datos, this.em, this.queryBus);
      const json = await enTransaccionOrm(this.em, async () => {
        this.em.persist(nueva);
        await this.guardar();
        const creada = await def.aJson(nueva, this.em);
        await this.registrar('Alta', nueva.id, null, creada);
        return creada;
      });
      this.publicar('insert', json);
      return json;
    }

    @Put(':id')
    @respuesta()
    @ApiBody({ type: def.dto })
    async actualizar(@Param('id', ParseIntPipe) id: number, @Body(body) datos: D) {
      const entidad = await this.buscar(id);
      const antes = await def.aJson(entidad, this.em);
      await def.aplicar(entidad, datos, this.em, this.queryBus);
      const json = await enTransaccionOrm(this.em, async () => {
        await this.guardar();
        const despues = await def.aJson(entidad, this.em);
        await this.registrar('Cambio', id, antes, despues);
        return despues;
      });
      this.publicar('update', json);
      return json;
    }

    @Delete(':id')
    @respuesta()
    async eliminar(@Param('id', ParseIntPipe) id: number) {
      const entidad = await this.buscar(id);
      const json = await def.aJson(entidad, this.em);
      try {
        await enTransaccionOrm(this.em, async () => {
          await this.em.remove(entidad).flush();
          await this.registrar('Baja', id, null, json);
        });
      } catch (error) {
        if (error instanceof ForeignKeyConstraintViolationException) {
          this.em.clear();
          throw new ReglaNegocioError(def.mensajeEnUso ?? MENSAJE_EN_USO);
        }
        throw error;
      }
      this.publicar('delete', json);
      return json;
    }
  }
  Object.defineProperty(CrudController, 'name', { value: `${def.ruta}Controller` });
  return CrudController;
}
