import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { EntidadCambiada } from '@recepcion/contracts';
import { NoEncontradoError, Publico, Recortar, ReglaNegocioError, SoloOperador, Respuesta } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { largoMaximo } from '../compartido';
import { toPaisResumen } from '../queries/obtener-pais/obtener-pais.handler';
import { Pais } from './pais.entity';

const PAIS_REPETIDO = 'Ya existe un país con ese código';
/** Codes given out when two creates without one took the same at once. */
const INTENTOS_CODIGO_LIBRE = 5;

export class PaisDto {
  /** A new country's code; 0 or absent: the next free one (as every other catalogue's create, spec section 7). */
  @IsOptional() @Min(0, { message: 'El código del país no es válido' }) @IsInt({ message: 'El código del país no es válido' }) @Type(() => Number)
  Id?: number;

  @MaxLength(80, { message: largoMaximo('Nombre', 80) }) @IsNotEmpty({ message: 'Falta el nombre del país' }) @IsString({ message: 'Falta el nombre del país' }) @Recortar()
  Nombre!: string;

  @IsOptional() @Matches(/^[A-Z]{3}$/, { message: 'El código de la moneda son tres letras (ISO 4217)' })
  MonedaId?: string | null;
}

/** Root area: the global country catalogue. Anyone may read it (registration); operators edit it. */
@ApiTags('Paises')
@Controller('Paises')
export class PaisesRootController {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  @Get(':id')
  @Publico()
  @Respuesta('PaisResumen')
  async obtener(@Param('id', ParseIntPipe) id: number) {
    const pais = await this.em.findOne(Pais, { id });
    if (!pais) throw new NoEncontradoError('país');
    return toPaisResumen(pais);
  }

  @Post()
  @HttpCode(200)
  @Respuesta('PaisResumen')
  @SoloOperador()
  async crear(@Body() d: PaisDto) {
    const dado = d.Id || undefined;
    for (let intento = 1; ; intento++) {
      const id = dado ?? (await this.em.getConnection().execute<{ siguiente: number }[]>('select coalesce(max(id), 0) + 1 as siguiente from pais'))[0].siguiente;
      if (await this.em.findOne(Pais, { id })) {
        // A code given out may have been taken by another create since it was read: the next one.
        if (dado !== undefined || intento >= INTENTOS_CODIGO_LIBRE) throw new ReglaNegocioError(PAIS_REPETIDO);
        continue;
      }
      const pais = this.em.create(Pais, { id, nombre: d.Nombre, monedaId: d.MonedaId ?? null });
      try {
        await this.em.flush();
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        this.em.clear();
        // The code asked for was taken since the check (a double click): the same answer as above.
        // A code given out was taken by another create at once: the next one.
        if (dado !== undefined || intento >= INTENTOS_CODIGO_LIBRE) throw new ReglaNegocioError(PAIS_REPETIDO);
        continue;
      }
      this.eventBus.publish(new EntidadCambiada(null, 'Paises', 'insert', toPaisResumen(pais)));
      return toPaisResumen(pais);
    }
  }

  @Put(':id')
  @Respuesta('PaisResumen')
  @SoloOperador()
  async actualizar(@Param('id', ParseIntPipe) id: number, @Body() d: PaisDto) {
    const pais = await this.em.findOne(Pais, { id });
    if (!pais) throw new NoEncontradoError('país');
    pais.nombre = d.Nombre;
    if (d.MonedaId !== undefined) pais.monedaId = d.MonedaId;
    await this.em.flush();
    this.eventBus.publish(new EntidadCambiada(null, 'Paises', 'update', toPaisResumen(pais)));
    return toPaisResumen(pais);
  }

  @Delete(':id')
  @Respuesta('PaisResumen')
  @SoloOperador()
  async eliminar(@Param('id', ParseIntPipe) id: number) {
    const pais = await this.em.findOne(Pais, { id });
    if (!pais) throw new NoEncontradoError('país');
    const json = toPaisResumen(pais);
    try {
      await this.em.remove(pais).flush();
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw new ReglaNegocioError('No se puede eliminar: hay clientes de este país');
      throw error;
    }
    this.eventBus.publish(new EntidadCambiada(null, 'Paises', 'delete', json));
    return json;
  }
}
